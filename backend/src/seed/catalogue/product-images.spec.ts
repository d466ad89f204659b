import { HOME_CAROUSEL, PROMOTIONS } from './home-content';
import { generateProduct } from './product-generator';
import { PRODUCTS_WITH_OWN_PICTURES, renderCarouselSvg, renderProductImageSvg, renderPromotionSvg, sharedProductPicture } from './product-images';

/** Small well-formedness check: balanced tags, quoted attributes, only known entities. */
export function expectWellFormedXml(xml: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = tag.exec(xml)) !== null) {
    const between = xml.slice(last, match.index);
    expect(between).not.toMatch(/[<>]/);
    expect(between.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, '')).not.toContain('&');
    const [, closing, name, attrs, selfClosing] = match as unknown as [string, string, string, string, string];
    expect(attrs.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, '')).not.toContain('&');
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name);
    last = tag.lastIndex;
  }
  expect(xml.slice(last).trim()).toBe('');
  expect(stack).toEqual([]);
  expect(xml.startsWith('<svg')).toBe(true);
}

describe('product pictures', () => {
  it('renders every image of the first 300 products as small, well-formed SVG', () => {
    const kinds = new Set<string>();
    for (let pid = 1; pid <= 300; pid++) {
      const product = generateProduct(pid, 300);
      product.images.forEach((_, i) => {
        const svg = renderProductImageSvg(pid, i + 1);
        expect(Buffer.byteLength(svg, 'utf8')).toBeLessThan(8 * 1024);
        expect(svg).toContain('viewBox="0 0 400 300"');
        expectWellFormedXml(svg);
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
      expectWellFormedXml(svg);
    }
    for (const p of PROMOTIONS) expectWellFormedXml(renderPromotionSvg(p.textid));
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
