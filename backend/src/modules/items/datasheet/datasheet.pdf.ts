import { BRAND, MUTED, ShopPdf } from '../../../pdf/shop-pdf';
import type { DatasheetContent, DatasheetPicture } from './datasheet-content';

const PICTURE_GAP = 14;
const PICTURE_MAX_HEIGHT = 200;

/** Lays out a datasheet on A4 pages: name and identifiers, the sections as label/value rows, pictures two by two. */
export function renderDatasheet(content: DatasheetContent): Promise<Buffer> {
  const pdf = new ShopPdf({
    language: content.language,
    title: content.documentTitle,
    footer: `${content.catalogueNumber} · ${content.productName}`,
    letterhead: content.letterhead,
  });
  pdf.doc.y = pdf.doc.page.margins.top;
  pdf.paragraph(content.productName, { size: 17, color: BRAND, lineGap: 3 });
  pdf.paragraph(content.identifiers, { size: 10, color: MUTED });
  for (const section of content.sections) {
    // A whole table moves to the next page with its heading rather than split (when it fits on one page at all).
    const table = section.whole ? pdf.rowsHeight(section.rows) : 0;
    pdf.heading(section.title, table > 0 && table < pdf.pageHeight / 2 ? table : undefined);
    pdf.rows(section.rows);
  }
  if (content.pictures.length > 0) {
    const rows = pictureRows(pdf, content.pictures);
    // Keep with next: the heading moves to a new page unless the first row of pictures fits under it.
    pdf.heading(content.picturesTitle, rows[0].height);
    pictures(pdf, rows);
  }
  pdf.doc.y += 6;
  pdf.paragraph(content.note, { size: 9, color: MUTED });
  return pdf.finish();
}

interface PictureRow {
  cells: { picture: DatasheetPicture; width: number; height: number }[];
  /** Pictures, captions and the gap under the row. */
  height: number;
}

/** Two pictures a row, each scaled into its half of the page, with the row's height including its captions. */
function pictureRows(pdf: ShopPdf, list: DatasheetPicture[]): PictureRow[] {
  const cell = (pdf.width - PICTURE_GAP) / 2;
  const rows: PictureRow[] = [];
  for (let i = 0; i < list.length; i += 2) {
    const cells = list.slice(i, i + 2).map((picture) => {
      const scale = Math.min(cell / picture.width, PICTURE_MAX_HEIGHT / picture.height, 1);
      return { picture, width: picture.width * scale, height: picture.height * scale, caption: pdf.heightOf(picture.caption, { size: 8.5, width: cell }) };
    });
    rows.push({ cells, height: Math.max(...cells.map((c) => c.height + 4 + c.caption)) + PICTURE_GAP });
  }
  return rows;
}

/** Draws the rows with each caption under its picture; a row never splits. */
function pictures(pdf: ShopPdf, rows: PictureRow[]): void {
  const cell = (pdf.width - PICTURE_GAP) / 2;
  for (const row of rows) {
    pdf.ensureSpace(row.height);
    const top = pdf.doc.y;
    row.cells.forEach((r, column) => {
      const x = pdf.left + column * (cell + PICTURE_GAP);
      pdf.doc.image(Buffer.from(r.picture.jpeg), x + (cell - r.width) / 2, top, { width: r.width, height: r.height });
      pdf.write(r.picture.caption, x, top + r.height + 4, { size: 8.5, width: cell, color: MUTED });
    });
    pdf.doc.y = top + row.height;
  }
}
