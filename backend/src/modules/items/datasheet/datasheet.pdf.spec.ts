import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { pdfPages, pdfText } from '../../../../test-support/pdf-fixtures';
import type { DatasheetContent } from './datasheet-content';
import { renderDatasheet } from './datasheet.pdf';

/** The text of one page, by poppler's pdftotext. */
const pageText = (pdf: Buffer, page: number): string =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-f', String(page), '-l', String(page), '-', '-'], { input: pdf }).toString('utf8');

/** The "Images" heading is kept with its first row of pictures (issue 25, audit item 8). */
describe('datasheet layout', () => {
  it('never leaves the Images heading at the foot of a page, wherever the sections before it end', async () => {
    const jpeg = await sharp({ create: { width: 480, height: 640, channels: 3, background: '#36c' } }).jpeg().toBuffer();
    // A portrait picture (drawn at its full 200 pt) with a three-line caption: the tallest first row there is.
    const caption = 'Western blot of HeLa, NIH/3T3 and PC-12 whole cell lysates probed with the antibody at 1:1000, with a loading control and the knockout line';
    const content = (rows: number): DatasheetContent => ({
      language: 'en',
      letterhead: { name: 'Antibody Shop', address: 'Street 1', phone: '123', email: 'a@b.c', website: 'shop.example' },
      documentTitle: 'Datasheet',
      productName: 'Test Antibody',
      catalogueNumber: 'T-1',
      identifiers: 'Catalogue number: T-1',
      sections: [{ title: 'Properties', rows: Array.from({ length: rows }, (_, i): [string, string] => [`Row ${i}`, `Value ${i}`]) }],
      pictures: [
        { jpeg, width: 480, height: 640, caption },
        { jpeg, width: 480, height: 640, caption: 'Second picture' },
      ],
      picturesTitle: 'Images',
      note: 'For research use only.',
    });
    // Row counts that end the properties section at every height across the foot of page 1 (rows are ~18 pt).
    let movedToNextPage = 0;
    for (let rows = 10; rows <= 23; rows++) {
      const pdf = await renderDatasheet(content(rows));
      const pages = pdfPages(pdf);
      const headingPage = Array.from({ length: pages }, (_, i) => i + 1).find((page) => /^Images$/m.test(pageText(pdf, page)));
      expect({ rows, headingPage: headingPage !== undefined }).toEqual({ rows, headingPage: true });
      const text = pageText(pdf, headingPage!);
      // The heading's page holds the first picture's caption, under the heading.
      // (Its first words: pdftotext interleaves the lines of two captions side by side.)
      expect({ rows, captionWithHeading: text.includes('Western blot of HeLa') }).toEqual({ rows, captionWithHeading: true });
      expect({ rows, after: text.indexOf('Western blot of HeLa') > text.search(/^Images$/m) }).toEqual({ rows, after: true });
      if (headingPage! > 1 && !/Row \d+/.test(pageText(pdf, headingPage!))) movedToNextPage++;
      expect(pdfText(pdf)).toContain('Second picture');
    }
    // Some of these row counts left room for the heading but not for a picture: the heading moved with it.
    expect(movedToNextPage).toBeGreaterThan(0);
  }, 120_000);

  it('keeps the sizes and prices table whole on one page, moving it with its heading when it would be split', async () => {
    const sizes: [string, string][] = [['50 µl', '¥1,280'], ['100 µl', '¥2,680'], ['200 µl', '¥4,980'], ['1 ml', '¥9,800'], ['5 ml', '¥39,000']];
    const content = (rows: number): DatasheetContent => ({
      language: 'en',
      letterhead: { name: 'Antibody Shop', address: 'Street 1', phone: '123', email: 'a@b.c', website: 'shop.example' },
      documentTitle: 'Datasheet',
      productName: 'Test Antibody',
      catalogueNumber: 'T-1',
      identifiers: 'Catalogue number: T-1',
      sections: [
        { title: 'Properties', rows: Array.from({ length: rows }, (_, i): [string, string] => [`Row ${i}`, `Value ${i}`]) },
        { title: 'Sizes and prices', rows: sizes, whole: true },
      ],
      pictures: [],
      picturesTitle: 'Images',
      note: 'For research use only.',
    });
    // Row counts that end the properties section at every height across the foot of page 1.
    let moved = 0;
    for (let rows = 28; rows <= 48; rows += 2) {
      const pdf = await renderDatasheet(content(rows));
      const pages = Array.from({ length: pdfPages(pdf) }, (_, i) => pageText(pdf, i + 1));
      const where = sizes.map(([size]) => pages.findIndex((text) => text.includes(size)));
      const heading = pages.findIndex((text) => /^Sizes and prices$/m.test(text));
      expect({ rows, pages: new Set(where).size, heading: where[0] === heading }).toEqual({ rows, pages: 1, heading: true });
      const lastRow = pages.findIndex((text) => new RegExp(`^Row ${rows - 1}$`, 'm').test(text));
      if (heading > lastRow) moved++;
    }
    expect(moved).toBeGreaterThan(0);
  }, 120_000);
});
