import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { SignedUp } from './account-helpers';
import type { TestApp } from './test-app';

/** A small real PDF with a line of text, different per title (so each is stored under its own name). */
export async function testPdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const page = pdf.addPage([300, 200]);
  page.drawText(title, { x: 20, y: 150, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

export const lotsPath = (pid: number | string) => `/api/admininfo/catalogue/products/${pid}/lots`;

/** Adds a lot through the staff call (form-encoded, no certificate) and answers its id. */
export async function addLot(shop: TestApp, staff: SignedUp, pid: number, lotNumber: string, expiresOn = '2099-12-31'): Promise<number> {
  const res = await shop
    .http()
    .post(lotsPath(pid))
    .set('Authorization', staff.authorization)
    .set('X-Requested-With', 'XMLHttpRequest')
    .type('form')
    .send({ lot_number: lotNumber, expires_on: expiresOn })
    .expect(200);
  return res.body.data.lotid as number;
}
