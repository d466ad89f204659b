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
    pdf.heading(section.title);
    pdf.rows(section.rows);
  }
  if (content.pictures.length > 0) {
    pdf.heading(content.picturesTitle, PICTURE_MAX_HEIGHT);
    pictures(pdf, content.pictures);
  }
  pdf.doc.y += 6;
  pdf.paragraph(content.note, { size: 9, color: MUTED });
  return pdf.finish();
}

/** Two pictures a row, each scaled into its half of the page with its caption under it; a row never splits. */
function pictures(pdf: ShopPdf, list: DatasheetPicture[]): void {
  const cell = (pdf.width - PICTURE_GAP) / 2;
  for (let i = 0; i < list.length; i += 2) {
    const row = list.slice(i, i + 2).map((picture) => {
      const scale = Math.min(cell / picture.width, PICTURE_MAX_HEIGHT / picture.height, 1);
      return { picture, width: picture.width * scale, height: picture.height * scale, caption: pdf.heightOf(picture.caption, { size: 8.5, width: cell }) };
    });
    const height = Math.max(...row.map((r) => r.height + 4 + r.caption)) + PICTURE_GAP;
    pdf.ensureSpace(height);
    const top = pdf.doc.y;
    row.forEach((r, column) => {
      const x = pdf.left + column * (cell + PICTURE_GAP);
      pdf.doc.image(Buffer.from(r.picture.jpeg), x + (cell - r.width) / 2, top, { width: r.width, height: r.height });
      pdf.write(r.picture.caption, x, top + r.height + 4, { size: 8.5, width: cell, color: MUTED });
    });
    pdf.doc.y = top + height;
  }
}
