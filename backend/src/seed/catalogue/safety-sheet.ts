import { rgb } from 'pdf-lib';
import { demoPdfPage } from './demo-pdf-page';

/**
 * The demo's safety data sheet of a product type (issue 35), in the GHS layout suppliers use for research antibodies
 * and reagents: English only (the standard PDF fonts carry Latin letters only), so zh pages offer the English sheet.
 * The same bytes every time (no dates in the metadata): rerunning the seed stores nothing new.
 */
const SECTIONS: Array<[string, string[]]> = [
  ['1. Identification', ['Product use: for research use only; not for diagnostic or therapeutic procedures.', 'Supplier: see the letterhead; emergency telephone: the contact number on the shop\'s pages.']],
  ['2. Hazard identification', ['Not a hazardous substance or mixture according to GHS (Regulation (EC) No 1272/2008).', 'Preservative below the concentration that requires classification (sodium azide < 0.1 % or ProClin 300 < 0.1 %).']],
  ['3. Composition', ['Protein (antibody or enzyme) in phosphate-buffered saline, with BSA and glycerol where stated on the datasheet.']],
  ['4. First-aid measures', ['Eyes or skin: rinse with plenty of water. Swallowed: rinse the mouth; seek medical advice if unwell.']],
  ['7. Handling and storage', ['Wear gloves and eye protection. Store as stated on the datasheet; avoid repeated freeze-thaw cycles.']],
  ['13. Disposal', ['Dispose of in accordance with local regulations. Do not pour sodium-azide solutions into lead or copper drains.']],
  ['This sheet belongs to the demo catalogue and is illustrative.', []],
];

export async function renderDemoSafetySheet(shopName: string, productType: string): Promise<Buffer> {
  const { pdf, page, regular, bold, ink } = await demoPdfPage(shopName, 'Safety Data Sheet', `Safety Data Sheet - ${productType} - ${shopName}`, rgb(0.72, 0.24, 0.12));
  page.drawText(`Product type: ${productType}`, { x: 48, y: 704, size: 12, font: regular, color: ink });
  let y = 670;
  for (const [title, lines] of SECTIONS) {
    page.drawText(title, { x: 48, y, size: 12, font: bold, color: ink });
    y -= 18;
    for (const line of lines) {
      page.drawText(line, { x: 60, y, size: 9.5, font: regular, color: ink, maxWidth: 490 });
      y -= 16;
    }
    y -= 8;
  }
  return Buffer.from(await pdf.save());
}
