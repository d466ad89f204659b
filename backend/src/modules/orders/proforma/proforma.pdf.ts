import { BRAND, MUTED, RULE, ShopPdf } from '../../../pdf/shop-pdf';
import type { ProformaContent } from './proforma-content';

/** Column widths of the lines table as shares of the page width: Cat#, product, size, qty, unit, amount. */
const SHARES = [0.15, 0.37, 0.12, 0.08, 0.14, 0.14];
const PAD = 3;

/** Lays out a pro-forma invoice or quotation on A4: facts, the lines table (header repeated on each page), the money rows, payment details. */
export function renderProforma(content: ProformaContent): Promise<Buffer> {
  const pdf = new ShopPdf({ language: content.language, title: content.title, footer: content.footer, letterhead: content.letterhead });
  pdf.doc.y = pdf.doc.page.margins.top;
  pdf.paragraph(content.title, { size: 17, color: BRAND, lineGap: 3 });
  pdf.rows(content.facts, 120);
  const widths = SHARES.map((share) => share * pdf.width);
  const right = (column: number) => column >= 3;
  const row = (cells: string[], header = false) => {
    const height = Math.max(...cells.map((cell, i) => pdf.heightOf(cell, { size: 9, width: widths[i] - 2 * PAD }))) + 2 * PAD;
    if (pdf.doc.y + height > pdf.bottom) {
      pdf.doc.addPage();
      if (!header) row(content.header, true);
    }
    const top = pdf.doc.y;
    let x = pdf.left;
    cells.forEach((cell, i) => {
      pdf.write(cell, x + PAD, top + PAD, { size: 9, width: widths[i] - 2 * PAD, color: header ? MUTED : undefined, align: right(i) ? 'right' : 'left' });
      x += widths[i];
    });
    pdf.doc.y = top + height;
    pdf.doc.moveTo(pdf.left, pdf.doc.y).lineTo(pdf.left + pdf.width, pdf.doc.y).lineWidth(header ? 0.8 : 0.4).strokeColor(RULE).stroke();
  };
  pdf.ensureSpace(60);
  row(content.header, true);
  for (const line of content.lines) row(line);
  pdf.ensureSpace(18 * content.totals.length + 8);
  pdf.doc.y += 4;
  content.totals.forEach(([label, amount], i) => {
    // The last row is what is paid: larger and in the brand colour.
    const last = i === content.totals.length - 1;
    const top = pdf.doc.y;
    pdf.write(label, pdf.left, top, { size: last ? 11 : 9.5, width: pdf.width * 0.7, align: 'right', color: last ? undefined : MUTED });
    pdf.write(amount, pdf.left + pdf.width * 0.7, top, { size: last ? 11 : 9.5, width: pdf.width * 0.3 - PAD, align: 'right', color: last ? BRAND : undefined });
    pdf.doc.y = top + (last ? 22 : 16);
  });
  pdf.heading(content.bankTitle, 90);
  pdf.rows(content.bank, 120);
  pdf.paragraph(content.note, { size: 9, color: MUTED });
  return pdf.finish();
}
