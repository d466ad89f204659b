import { ATTRIBUTE_FIELDS, COMPARED_FIELDS, DETAIL_FIELDS, DETAIL_SECTIONS, textInLanguage } from './product-fields';

/** The page, the compare page and the datasheet place attributes by these positions: each must be taken once, with no gap. */
const oneToN = (positions: number[]) => [...positions].sort((a, b) => a - b);
const count = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('the product declaration places every shown attribute once', () => {
  it.each(DETAIL_SECTIONS.map((section) => section.name))('numbers the %s section 1, 2, … without gaps or twins', (name) => {
    const fields = ATTRIBUTE_FIELDS.filter((field) => field.detail?.[0] === name);
    expect(oneToN(fields.map((field) => field.detail![1]))).toEqual(count(fields.length));
  });

  it('numbers the compare rows 1, 2, … without gaps or twins', () => {
    expect(oneToN(COMPARED_FIELDS.map((field) => field.compare!))).toEqual(count(COMPARED_FIELDS.length));
  });

  it('shows every database id in a section, where the page links it', () => {
    const shown = new Set(DETAIL_FIELDS.flatMap((section) => section.fields.map((field) => field.wire)));
    expect(ATTRIBUTE_FIELDS.filter((field) => field.link && !shown.has(field.wire)).map((field) => field.wire)).toEqual([]);
  });
});

describe('a free text in the page language (issue 35)', () => {
  const storage = ATTRIBUTE_FIELDS.find((field) => field.wire === 'storage')!;
  const stored = (values: Record<string, string>) => (wire: string) => values[wire] ?? '';

  it('shows the Chinese companion on zh pages, the English text on en pages and where no Chinese was given', () => {
    const both = stored({ storage: 'Store at 4°C', storagezh: '4°C 保存' });
    expect(textInLanguage(storage, 'zh', both)).toBe('4°C 保存');
    expect(textInLanguage(storage, 'en', both)).toBe('Store at 4°C');
    expect(textInLanguage(storage, 'zh', stored({ storage: 'Store at 4°C', storagezh: '  ' }))).toBe('Store at 4°C');
  });

  it('gives companions no place of their own: they are shown in their English field\'s', () => {
    const companions = ATTRIBUTE_FIELDS.filter((field) => field.companionOf);
    expect(companions.length).toBeGreaterThanOrEqual(10);
    for (const field of companions) expect([field.detail, field.compare, field.facet, field.search]).toEqual([undefined, undefined, undefined, undefined]);
  });
});
