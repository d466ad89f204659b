import { seedLots } from '../../../seed/lots.seed';
import { seedProducts } from '../../../seed/products.seed';
import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { signUpStaff } from '../../../../test-support/review-fixtures';
import type { SignedUp } from '../../../../test-support/account-helpers';
import { lotsPath } from '../../../../test-support/lot-fixtures';

describe('the demo lots through the staff API', () => {
  let shop: TestApp;
  let staff: SignedUp;
  let added: number;
  beforeAll(async () => {
    shop = await createTestApp();
    await seedProducts(shop.dataSource, 12, 1);
    added = (await seedLots(shop.dataSource)).added;
    staff = await signUpStaff(shop);
  });
  afterAll(() => shop.close());

  const lotsOf = async (pid: number) => (await shop.http().get(lotsPath(pid)).set('Authorization', staff.authorization).expect(200)).body.data;

  it('gives three products in four one to three lots; the first two of each share one stored certificate', async () => {
    // pids 1..12 without 4, 8, 12: 1 + pid % 3 lots each.
    expect(added).toBe([1, 2, 3, 5, 6, 7, 9, 10, 11].reduce((sum, pid) => sum + 1 + (pid % 3), 0));
    expect(await lotsOf(4)).toEqual([]);
    const lots = await lotsOf(2);
    expect(lots.map((l: { lot_number: string }) => l.lot_number)).toEqual(['L00002-03', 'L00002-02', 'L00002-01']);
    expect(lots.map((l: { coa: string }) => Boolean(l.coa))).toEqual([false, true, true]);
    expect(lots[1].coa.split('?')[0]).toBe(lots[2].coa.split('?')[0]);
    expect(lots.every((l: { expires_on: string }) => l.expires_on > new Date().toISOString().slice(0, 10))).toBe(true);
    const pdf = await shop.http().get(lots[2].coa).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('filename="CoA-L00002-01.pdf"');
  });

  it('states the stock of some demo products, as the product page reads it (issue 31)', async () => {
    const sizes = async (pid: number) => {
      const { data } = (await shop.http().get('/api/iteminfo/baseinfo/').query({ pid }).expect(200)).body;
      return [data.stock1, data.stock2, data.stock3];
    };
    expect(await sizes(1)).toEqual(['In stock', 'In stock', '2-3 weeks']);
    expect(await sizes(2)).toEqual(['2-3 weeks', '2-3 weeks', '2-3 weeks']);
    expect(await sizes(3)).toEqual(['', '', '']);
  });

  it('adds nothing on a second run', async () => {
    expect((await seedLots(shop.dataSource)).added).toBe(0);
  });
});
