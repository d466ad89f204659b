import { rgb } from 'pdf-lib';
import { demoPdfPage } from './demo-pdf-page';

/** The demo's certificate of analysis: a fixed fact sheet on one A4 page (the standard fonts carry Latin text only). */
const TESTS: Array<[string, string, string]> = [
  ['Appearance', 'Clear, colourless liquid', 'Conforms'],
  ['Concentration (A280)', '0.8 - 1.2 mg/ml', '1.0 mg/ml'],
  ['Purity (SDS-PAGE)', '>= 95 %', '97 %'],
  ['Western blot', 'Single band at the expected size', 'Conforms'],
  ['ELISA titre', '>= 1:10,000', '1:32,000'],
  ['Endotoxin', '< 1 EU/mg', '0.2 EU/mg'],
  ['Sterility', 'No growth after 14 days', 'Conforms'],
];

/**
 * Draws the certificate. The same bytes every time (no dates or producer in the metadata), so the
 * content-addressed store keeps one file for every demo lot, however often the seed runs.
 */
export async function renderDemoCertificate(shopName: string): Promise<Buffer> {
  const accent = rgb(0.12, 0.38, 0.72);
  const { pdf, page, regular, bold, ink } = await demoPdfPage(shopName, 'Certificate of Analysis', `Certificate of Analysis - ${shopName}`, accent);
  const intro = [
    'This certificate belongs to the demo catalogue. It shows how a lot\'s quality-control',
    'results are attached to the lot a customer receives; the figures below are illustrative.',
  ];
  intro.forEach((line, i) => page.drawText(line, { x: 48, y: 700 - i * 16, size: 11, font: regular, color: ink }));

  const columns = [48, 230, 430];
  const header = ['Test', 'Specification', 'Result'];
  let y = 640;
  header.forEach((text, i) => page.drawText(text, { x: columns[i], y, size: 11, font: bold, color: ink }));
  page.drawLine({ start: { x: 48, y: y - 6 }, end: { x: 547, y: y - 6 }, thickness: 1, color: accent });
  for (const row of TESTS) {
    y -= 26;
    row.forEach((text, i) => page.drawText(text, { x: columns[i], y, size: 10.5, font: regular, color: ink }));
  }
  y -= 50;
  page.drawText('Storage: -20 C, avoid repeated freeze-thaw cycles. For research use only.', { x: 48, y, size: 10.5, font: regular, color: ink });
  page.drawText('Quality Control, ' + shopName, { x: 48, y: y - 60, size: 11, font: bold, color: ink });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
