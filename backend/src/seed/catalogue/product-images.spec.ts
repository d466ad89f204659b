import { HOME_CAROUSEL, PROMOTIONS } from './home-content';
import { generateProduct } from './product-generator';
import { PRODUCTS_WITH_OWN_PICTURES, renderCarouselSvg, renderProductImageSvg, renderPromotionSvg, sharedProductPicture } from './product-images';

/**
 * Small well-formedness check: balanced tags, quoted attributes, only known entities. Returns what is wrong
 * (empty when nothing is): the caller makes one assertion per picture, not one per tag, which on 300 products'
 * pictures took jest 28 s of matcher work for a check of a few milliseconds.
 */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  const unknownEntity = (text: string) => text.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, '').includes('&');
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = tag.exec(xml)) !== null) {
    const between = xml.slice(last, match.index);
    if (/[<>]/.test(between)) problems.push(`a stray < or > before offset ${match.index}`);
    if (unknownEntity(between)) problems.push(`an unknown entity in the text before offset ${match.index}`);
    const [, closing, name, attrs, selfClosing] = match as unknown as [string, string, string, string, string];
    if (unknownEntity(attrs)) problems.push(`an unknown entity in the attributes of <${name}> at ${match.index}`);
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> at ${match.index} closes <${open ?? 'nothing'}>`);
    } else if (!selfClosing) stack.push(name);
    last = tag.lastIndex;
  }
  if (xml.slice(last).trim() !== '') problems.push('text after the last tag');
  if (stack.length) problems.push(`unclosed: ${stack.join(', ')}`);
  if (!xml.startsWith('<svg')) problems.push('does not start with <svg');
  return problems;
}

describe('product pictures', () => {
  it('finds what is wrong in a picture that is not well-formed (the check below can fail)', () => {
    expect(xmlProblems('<svg viewBox="0 0 4 3"><g><text>a & b</text></svg>')).toEqual([
      'an unknown entity in the text before offset 37',
      '</svg> at 44 closes <g>',
      'unclosed: svg',
    ]);
    expect(xmlProblems('<svg><rect x=1/></svg>')).toEqual(['a stray < or > before offset 16']);
    expect(xmlProblems('<svg><rect x="1"/></svg>')).toEqual([]);
  });

  it('renders every image of the first 300 products as small, well-formed SVG', () => {
    const kinds = new Set<string>();
    for (let pid = 1; pid <= 300; pid++) {
      const product = generateProduct(pid, 300);
      product.images.forEach((_, i) => {
        const svg = renderProductImageSvg(pid, i + 1);
        expect(Buffer.byteLength(svg, 'utf8')).toBeLessThan(8 * 1024);
        expect(svg).toContain('viewBox="0 0 400 300"');
        expect(xmlProblems(svg)).toEqual([]);
        kinds.add(svg.includes('kDa</text>') ? 'wb' : svg.includes('#f1e9dc') ? 'ihc' : svg.includes('fill="#000"') ? 'if' : 'other');
      });
    }
    expect([...kinds].sort()).toEqual(['if', 'ihc', 'other', 'wb']);
  });

  it('is deterministic and draws the western blot band at the captioned size', () => {
    expect(renderProductImageSvg(42, 1)).toBe(renderProductImageSvg(42, 1));
    const blots = [];
    for (let pid = 1; pid <= 50; pid++) {
      const match = generateProduct(pid, 50).images[0]?.descriptionEn.match(/^Western blot .* Predicted band size: (\d+) kDa\.$/);
      if (match) blots.push({ svg: renderProductImageSvg(pid, 1), size: match[1] });
    }
    // The first 50 products include western blots (else this test would check nothing).
    expect(blots.length).toBeGreaterThan(10);
    for (const { svg, size } of blots) expect(svg).toContain(`>${size} kDa</text>`);
  });

  it('renders carousel and promotion banners', () => {
    for (const c of HOME_CAROUSEL) {
      const svg = renderCarouselSvg(c.id);
      expect(svg).toContain('viewBox="0 0 1200 360"');
      expect(xmlProblems(svg)).toEqual([]);
    }
    for (const p of PROMOTIONS) expect(xmlProblems(renderPromotionSvg(p.textid))).toEqual([]);
    expect(() => renderCarouselSvg(999)).toThrow(RangeError);
  });

  it('beyond the first products, shares a bounded set of pictures that still show what the caption says', () => {
    const keys = new Map<string, string>();
    let pictures = 0;
    let blots = 0;
    for (let pid = PRODUCTS_WITH_OWN_PICTURES + 1; pid <= PRODUCTS_WITH_OWN_PICTURES + 3000; pid++) {
      const product = generateProduct(pid, PRODUCTS_WITH_OWN_PICTURES + 3000);
      product.images.forEach((image, i) => {
        pictures++;
        const picture = sharedProductPicture(pid, i + 1);
        const svg = keys.get(picture.key) ?? picture.draw();
        keys.set(picture.key, svg);
        // A blot shared by products with different samples numbers its lanes; the caption names them in order.
        if (/^Western blot analysis of/.test(image.descriptionEn)) {
          blots++;
          expect(svg).toMatch(/rotate\(-35\)">1</);
          expect(svg).toContain(image.descriptionEn.match(/Predicted band size: (\d+) kDa/)?.[1] + ' kDa');
        }
      });
    }
    expect(pictures).toBeGreaterThan(9000);
    expect(blots).toBeGreaterThan(1000);
    expect(keys.size).toBeLessThan(pictures / 3);
    // The same key draws the same picture: stored once, whoever asks.
    const [key, svg] = [...keys.entries()][0] as [string, string];
    const again = [...Array(200).keys()].map((i) => PRODUCTS_WITH_OWN_PICTURES + 1 + i).flatMap((pid) => [1, 2, 3].map((n) => sharedProductPicture(pid, n))).find((p) => p.key === key);
    expect(again?.draw()).toBe(svg);
  });
});
