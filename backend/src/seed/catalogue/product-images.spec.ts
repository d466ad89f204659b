import { HOME_CAROUSEL, PROMOTIONS } from './home-content';
import { generateProduct } from './product-generator';
import { renderCarouselSvg, renderProductImageSvg, renderPromotionSvg } from './product-images';

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
});
