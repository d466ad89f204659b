import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { signUpStaff } from '../../../../test-support/review-fixtures';
import { signUp, SignedUp } from '../../../../test-support/account-helpers';
import { saveTestProduct } from '../../../../test-support/catalogue-fixtures';
import { normaliseText } from '../text-normaliser';
import { waitFor } from '../../../../test-support/wait-for';

/** Searches that found nothing (issue 23): counted by normalised text and day, read by staff as a list or CSV. */
describe('searches without results (iteminfo/searchitem → admininfo/search-misses)', () => {
  let shop: TestApp;
  let customer: SignedUp;
  let staff: SignedUp;

  beforeAll(async () => {
    shop = await createTestApp();
    await saveTestProduct(shop, { productname: 'Ki-67 Rabbit mAb', target: 'Ki-67' });
    customer = await signUp(shop);
    staff = await signUpStaff(shop);
  });
  afterAll(() => shop.close());

  const search = (word: string) => shop.http().get('/api/iteminfo/searchitem/').query({ searchword: word });
  const misses = (query: Record<string, string> = {}, authorization: string | null = staff.authorization, language = 'en') => {
    const req = shop.http().get('/api/admininfo/search-misses').query(query).set('X-Language', language);
    return authorization ? req.set('Authorization', authorization) : req;
  };
  const rows = () => shop.dataSource.query(`SELECT day::text AS day, text, searches FROM search_misses ORDER BY text`);
  /** The count is written after the answer is sent: wait until the table holds what is expected. */
  const settle = async (expected: number) => {
    await waitFor(
      async () => (await shop.dataSource.query(`SELECT coalesce(sum(searches), 0)::int AS total FROM search_misses`))[0].total >= expected,
      5_000,
      `search_misses reaching ${expected} searches`,
      50,
    );
  };
  // The day in the table is the database's current_date: ask for a period around it whatever the time zone.
  const around = () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    return { from: day(-1), to: day(1) };
  };

  it('counts a search that finds nothing once per normalised text and day, and never one that finds something', async () => {
    // Two spellings of one text: the same normalised form, so one line.
    expect(normaliseText('Zzyx-9')).toBe(normaliseText('zzyx 9'));
    const found = await search('Ki-67').expect(200);
    expect(found.body.total).toBeGreaterThan(0);
    for (const word of ['Zzyx-9', 'zzyx 9', 'Qqwv']) {
      const res = await search(word).expect(200);
      expect(res.body.total).toBe(0);
    }
    await settle(3);
    const table = await rows();
    expect(table).toEqual([
      { day: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), text: normaliseText('Qqwv'), searches: 1 },
      { day: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), text: normaliseText('Zzyx-9'), searches: 2 },
    ].sort((a, b) => (a.text < b.text ? -1 : 1)));
    expect(table.some((r: { text: string }) => r.text.includes('ki'))).toBe(false);
  });

  it('gives staff the most searched texts first, with counts and when last seen', async () => {
    const res = await misses(around()).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ code: 200, ...around() });
    expect(res.body.data).toEqual([
      { text: normaliseText('Zzyx-9'), variants: [], searches: 2, lastseen: expect.any(String) },
      { text: normaliseText('Qqwv'), variants: [], searches: 1, lastseen: expect.any(String) },
    ]);
    const seen = Date.parse(res.body.data[0].lastseen);
    expect(Math.abs(Date.now() - seen)).toBeLessThan(60_000);
    const one = await misses({ ...around(), limit: '1' }).expect(200);
    expect(one.body.data).toHaveLength(1);
    // A period that does not hold today lists nothing.
    const old = await misses({ from: '2020-01-01', to: '2020-01-31' }).expect(200);
    expect(old.body.data).toEqual([]);
  });

  it('sums the days of the period for a text', async () => {
    await shop.dataSource.query(`INSERT INTO search_misses (day, text, searches, last_seen) VALUES (current_date - 3, $1, 5, now() - interval '3 days')`, [
      normaliseText('Qqwv'),
    ]);
    const { to } = around();
    const from = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const res = await misses({ from, to }).expect(200);
    expect(res.body.data[0]).toEqual({ text: normaliseText('Qqwv'), variants: [], searches: 6, lastseen: expect.any(String) });
    const today = await misses(around()).expect(200);
    expect(today.body.data.find((r: { text: string }) => r.text === normaliseText('Qqwv')).searches).toBe(1);
  });

  it('exports a CSV a spreadsheet opens safely: header row, quoted text, a formula-looking cell defused', async () => {
    await shop.dataSource.query(`INSERT INTO search_misses (day, text, searches) VALUES (current_date, '=HYPERLINK("http://evil")', 1)`);
    const res = await misses({ ...around(), format: 'csv' }).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="searches-without-results-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv"$/);
    const text = res.text.replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('text,searches,last_seen,also_typed');
    expect(lines).toContain(`"${normaliseText('Zzyx-9')}",2,${(await misses(around()).expect(200)).body.data[0].lastseen},""`);
    const formula = lines.find((l) => l.includes('HYPERLINK'));
    expect(formula).toMatch(/^"'=HYPERLINK\(""http:\/\/evil""\)",1,/);
    expect(lines.some((l) => /^"?=/.test(l))).toBe(false);
  });

  it('counts the same search typed in traditional and simplified characters as one line, naming how it was typed (issue 49)', async () => {
    await shop.dataSource.query('DELETE FROM search_misses');
    for (const word of ['某某某抗體', '某某某抗體', '某某某抗体']) {
      const res = await search(word).expect(200);
      expect(res.body.total).toBe(0);
    }
    await settle(3);
    const res = await misses(around()).expect(200);
    expect(res.body.data).toEqual([{ text: '某某某抗体', variants: ['某某某抗體'], searches: 3, lastseen: expect.any(String) }]);
    const csv = (await misses({ ...around(), format: 'csv' }).expect(200)).text.split('\r\n');
    expect(csv[1]).toMatch(/^"某某某抗体",3,[^,]+,"某某某抗體"$/);
  });

  it('answers 401 to visitors and 403 to customers', async () => {
    await misses({}, null).expect(401);
    await misses({ format: 'csv' }, null).expect(401);
    await misses({}, customer.authorization).expect(403);
    await misses({ format: 'csv' }, customer.authorization).expect(403);
  });

  it.each([
    ['from after to', { from: '2026-11-20', to: '2026-11-10' }, /from must be a day before or on to/],
    ['an impossible day', { from: '2026-02-31', to: '2026-03-01' }, /from must be a day before or on to/],
    ['a month 13', { from: '2026-13-01' }, /from must be a day like/],
    ['a day that is no date', { to: 'yesterday' }, /to must be a day like/],
    ['a period over a year', { from: '2020-01-01', to: '2026-01-01' }, /at most 366 days/],
    ['limit 0', { limit: '0' }, /limit/],
    ['limit -1', { limit: '-1' }, /limit/],
    ['limit huge', { limit: '99999999999999999999' }, /limit/],
    ['limit 1001', { limit: '1001' }, /limit/],
    ['limit abc', { limit: 'abc' }, /limit/],
    ['a NUL byte in limit', { limit: '1\u0000' }, /NUL/],
    ['a NUL byte in from', { from: '2026-11-01\u0000' }, /NUL/],
    ['an unknown format', { format: 'xlsx' }, /format must be json or csv/],
  ])('refuses %s with a 400 and a clear message', async (_name, query, message) => {
    const before = await rows();
    const res = await misses(query as Record<string, string>);
    expect(res.status).toBe(400);
    // The message, or for a malformed parameter the field's own problem beside it.
    expect(JSON.stringify({ message: res.body.message, fields: res.body.fields })).toMatch(message);
    expect(await rows()).toEqual(before);
  });

  it('says what is wrong with the period in the caller\'s language', async () => {
    const zh = await misses({ from: '2026-11-20', to: '2026-11-10' }, staff.authorization, 'zh').expect(400);
    expect(zh.body.message).toBe('开始日期须为真实日期，且不晚于结束日期');
    const long = await misses({ from: '2020-01-01', to: '2026-01-01' }, staff.authorization, 'zh').expect(400);
    expect(long.body.message).toBe('查询期间最长 366 天');
  });
});
