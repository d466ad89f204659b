import { ATTRIBUTE_FIELDS, COMPARED_FIELDS, DETAIL_FIELDS, DETAIL_SECTIONS } from './product-fields';

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
