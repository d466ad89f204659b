import { signUpStaff } from '../../../../test-support/review-fixtures';
import type { SignedUp } from '../../../../test-support/account-helpers';
import { saveTestProduct } from '../../../../test-support/catalogue-fixtures';
import { asBytes } from '../../../../test-support/pdf-fixtures';
import { addLot, lotsPath, testPdf } from '../../../../test-support/lot-fixtures';
import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { COA_LOOKUPS_PER_MINUTE } from './coa-lookup-throttle.guard';
import { NO_COA_FOR_LOT } from './coa-lookup.controller';

/**
 * Certificates of analysis before purchase (issue 35): GET /api/iteminfo/coalookup?catno=&lot= gives the certificate of
 * the lot only for a catalogue number and lot number that belong together, and one answer for every other pair.
 */
describe('CoA lookup by catalogue number and lot number', () => {
  let shop: TestApp;
  let staff: SignedUp;
  let product: { pid: number; catalogueNumber: string };
  let other: { pid: number; catalogueNumber: string };
  let pdf: Buffer;
  /** Each test looks up as another client (X-Forwarded-For is believed from loopback), so the allowance is only reached on purpose. */
  let client = 0;
  beforeEach(() => {
    client++;
  });

  beforeAll(async () => {
    shop = await createTestApp();
    staff = await signUpStaff(shop);
    product = await saveTestProduct(shop, { catno: 'COA-LK-1' });
    other = await saveTestProduct(shop, { catno: 'COA-LK-2' });
    pdf = await testPdf('CoA of lot L2026-07');
    const upload = (pid: number, lot: string, bytes: Buffer) =>
      shop.http().post(lotsPath(pid)).set({ Authorization: staff.authorization, 'X-Requested-With': 'XMLHttpRequest' })
        .field('lot_number', lot).field('expires_on', '2028-06-30')
        .attach('coa', bytes, { filename: `${lot}.pdf`, contentType: 'application/pdf' }).expect(200);
    await upload(product.pid, 'L2026-07', pdf);
    // The other product has its own lot (with a certificate) and the first product a lot without one.
    await upload(other.pid, 'L2026-09', await testPdf('CoA of lot L2026-09'));
    await addLot(shop, staff, product.pid, 'L2026-08');
  });
  afterAll(() => shop.close());

  const lookup = (query: Record<string, string>, language: 'zh' | 'en' = 'zh') =>
    shop.http().get('/api/iteminfo/coalookup').query(query).set({ 'X-Language': language, 'X-Forwarded-For': `203.0.113.${client}` });

  it('gives the lot\'s certificate for a matching pair, however the numbers are typed', async () => {
    for (const [catno, lot] of [['COA-LK-1', 'L2026-07'], [' coalk1 ', 'l2026-07'], ['ＣＯＡ－ＬＫ－１', 'L2026-07']]) {
      const res = await lookup({ catno, lot }).expect(200);
      expect(res.body).toEqual({
        code: 200,
        data: { catno: 'COA-LK-1', productname: expect.any(String), productnamezh: '', lotnumber: 'L2026-07', expireson: '2028-06-30', coa: expect.stringMatching(/^\/api\/iteminfo\/coa\/[0-9a-f]{32}\.pdf\?lot=\d+$/) },
      });
    }
    const { body } = await lookup({ catno: 'COA-LK-1', lot: 'L2026-07' }).expect(200);
    const served = await asBytes(shop.http().get(body.data.coa)).expect(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect((served.body as Buffer).equals(pdf)).toBe(true);
  });

  it('answers a wrong lot, a wrong number, another product\'s lot and a lot without certificate the same way', async () => {
    const answers = [];
    for (const query of [
      { catno: 'COA-LK-1', lot: 'L2026-99' },
      { catno: 'COA-LK-404', lot: 'L2026-07' },
      { catno: 'COA-LK-1', lot: 'L2026-09' },
      { catno: 'COA-LK-1', lot: 'L2026-08' },
    ]) {
      const res = await lookup(query).expect(200);
      answers.push({ status: res.status, body: res.body });
    }
    expect(answers[0].body).toEqual({ code: 300, data: null, message: NO_COA_FOR_LOT.zh });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect((await lookup({ catno: 'COA-LK-404', lot: 'L1' }, 'en').expect(200)).body).toEqual({ code: 300, data: null, message: NO_COA_FOR_LOT.en });
    expect(JSON.stringify(answers)).not.toMatch(/L2026-0[789]/);
  });

  it('refuses missing, over-long and odd input with 400, never a server error', async () => {
    for (const query of [{}, { catno: 'COA-LK-1' }, { lot: 'L2026-07' }, { catno: '', lot: '' }, { catno: 'x'.repeat(41), lot: 'L1' }, { catno: 'COA-LK-1', lot: 'L'.repeat(5000) }]) {
      const res = await lookup(query as Record<string, string>, 'en');
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
    }
    const nul = await lookup({ catno: 'COA-LK-1\u0000', lot: 'L2026-07\u0000' });
    expect(nul.status).toBeLessThan(500);
    expect(nul.body.data).toBeUndefined();
    const list = await shop.http().get('/api/iteminfo/coalookup?catno[]=COA-LK-1&lot[]=L2026-07').set('X-Forwarded-For', `203.0.113.${client}`);
    expect(list.status).toBe(400);
  });

  it(`allows ${COA_LOOKUPS_PER_MINUTE} lookups a minute per client, then answers 429`, async () => {
    for (let i = 0; i < COA_LOOKUPS_PER_MINUTE; i++) expect((await lookup({ catno: 'COA-LK-1', lot: `L-GUESS-${i}` }).expect(200)).body.code).toBe(300);
    const refused = await lookup({ catno: 'COA-LK-1', lot: 'L2026-07' }, 'en').expect(429);
    expect(refused.body.message).toBe('Too many requests, please try again later');
    client++;
    await lookup({ catno: 'COA-LK-1', lot: 'L2026-07' }).expect(200);
  });
});
