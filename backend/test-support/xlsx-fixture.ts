import { writeZip, type FixtureEntry } from './zip-fixture';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

export interface FixtureSheet {
  name: string;
  /** The inside of <sheetData>. */
  rows: string;
}

export interface FixtureWorkbook {
  /** In tab order; stored in the ZIP in reverse order, so the first tab is not the first worksheet part. */
  sheets: FixtureSheet[];
  /** The inside of <sst>, or nothing for a workbook without shared strings. */
  sharedStrings?: string;
  /** The inside of <styleSheet>. */
  styles?: string;
  date1904?: boolean;
  /** Store the parts without compression (allowed, and some tools do it). */
  stored?: boolean;
}

/** A minimal XLSX written by hand, to feed the reader what Excel, WPS or odd generators write. */
export async function writeXlsx(path: string, book: FixtureWorkbook): Promise<void> {
  const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`;
  const sheetRels = book.sheets.map(
    (_, n) => `<Relationship Id="rId${n + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${n + 1}.xml"/>`,
  );
  const extraRels = [
    book.sharedStrings === undefined ? '' : `<Relationship Id="rIdS" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`,
    book.styles === undefined ? '' : `<Relationship Id="rIdT" Type="${REL}/styles" Target="/xl/styles.xml"/>`,
  ];
  const parts: [string, string][] = [
    ['[Content_Types].xml', xml('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>')],
    [
      '_rels/.rels',
      xml(`<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    ],
    [
      'xl/workbook.xml',
      xml(
        `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><workbookPr${book.date1904 ? ' date1904="1"' : ''}/><sheets>` +
          book.sheets.map((sheet, n) => `<sheet name="${sheet.name}" sheetId="${n + 1}" r:id="rId${n + 1}"/>`).join('') +
          '</sheets></workbook>',
      ),
    ],
    ['xl/_rels/workbook.xml.rels', xml(`<Relationships xmlns="${PKG_REL}">${[...sheetRels, ...extraRels].join('')}</Relationships>`)],
    ...book.sheets
      .map((sheet, n): [string, string] => [
        `xl/worksheets/sheet${n + 1}.xml`,
        xml(`<worksheet xmlns="${MAIN}"><sheetData>${sheet.rows}</sheetData></worksheet>`),
      ])
      .reverse(),
  ];
  if (book.sharedStrings !== undefined) parts.push(['xl/sharedStrings.xml', xml(`<sst xmlns="${MAIN}">${book.sharedStrings}</sst>`)]);
  if (book.styles !== undefined) parts.push(['xl/styles.xml', xml(`<styleSheet xmlns="${MAIN}">${book.styles}</styleSheet>`)]);
  const entries: FixtureEntry[] = parts.map(([name, data]) => ({ name, data, deflate: !book.stored }));
  await writeZip(path, entries);
}
