import { PDFDocument, PDFFont, PDFPage, rgb, RGB, StandardFonts } from 'pdf-lib';

export interface DemoPdfPage {
  pdf: PDFDocument;
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  ink: RGB;
}

/**
 * The demo's one-page documents (certificates of analysis, safety data sheets) begin alike: an A4 page, the shop's
 * name on a coloured band and the document's heading below it, in the standard fonts (Latin text only). No dates
 * or producer in the metadata: the same bytes every time, so the content-addressed store keeps one file each.
 */
export async function demoPdfPage(shopName: string, heading: string, title: string, accent: RGB): Promise<DemoPdfPage> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(title, { showInWindowTitleBar: true });
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.15, 0.25);
  page.drawRectangle({ x: 0, y: 782, width: 595, height: 60, color: accent });
  page.drawText(shopName, { x: 48, y: 806, size: 20, font: bold, color: rgb(1, 1, 1) });
  page.drawText(heading, { x: 48, y: 730, size: 24, font: bold, color: ink });
  return { pdf, page, regular, bold, ink };
}
