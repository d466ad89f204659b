import { createTestApp, TestApp } from '../../../../test-support/test-app';
import { signUp, SignedUp, XHR } from '../../../../test-support/account-helpers';
import { saveTestProduct } from '../../../../test-support/catalogue-fixtures';
import { post } from '../../../../test-support/ordering-fixtures';

describe('quick order: cartinfo/quickorder/preview and add', () => {
  let shop: TestApp;
  let alice: SignedUp;
  let bob: SignedUp;
  let carol: SignedUp;
  let antibody: { pid: number; catalogueNumber: string };
  let secondary: { pid: number; catalogueNumber: string };
  let stopped: { pid: number; catalogueNumber: string };

  beforeAll(async () => {
    shop = await createTestApp();
    [alice, bob, carol] = [await signUp(shop), await signUp(shop), await signUp(shop)];
    antibody = await saveTestProduct(shop, { catno: `QO-${Date.now() % 100000}-A`, size1: '50 µl', price1: '1280', size2: '100 µl', price2: '2680', size3: '1 ml', price3: '9800' });
    secondary = await saveTestProduct(shop, { catno: `QO-${Date.now() % 100000}-B`, size2: '', price2: '', size3: '', price3: '' });
    stopped = await saveTestProduct(shop, { catno: `QO-${Date.now() % 100000}-C`, status: 'discontinued' });
  });
  afterAll(() => shop.close());

  const rows = async (user: SignedUp) => (await post(shop, user, 'cartinfo/showcart').expect(200)).body.data as Array<Record<string, unknown>>;
  const slots = async (user: SignedUp) => (await rows(user)).map((r) => [r.pid, r.priceid, r.quantity]);
  const english = (path: string, lines: unknown) =>
    shop.http().post(`/api/${path}`).set('Authorization', bob.authorization).set(XHR).set('X-Language', 'en').type('form').send({ lines });

  /** Ten lines a researcher might paste: loose catalogue numbers, sizes as shown or by option, tabs. */
  const tenLines = () =>
    [
      antibody.catalogueNumber,
      `${antibody.catalogueNumber.toLowerCase().replace(/-/g, '')} 100 µl 2`,
      `${antibody.catalogueNumber}\t1ML\t3`,
      `${antibody.catalogueNumber.replace(/-/g, ' ')}, 2, 1`,
      `${secondary.catalogueNumber} 1 4`,
      `${secondary.catalogueNumber} 2`,
      'NOPE-424242 1 1',
      `${stopped.catalogueNumber} 50ul 1`,
      `${secondary.catalogueNumber} 50ul 0`,
      '',
      `${antibody.catalogueNumber} 50 µL 1`,
    ].join('\n');

  it.each(['preview', 'add'])('%s needs a session, as the basket does', async (call) => {
    const res = await shop.http().post(`/api/cartinfo/quickorder/${call}`).set(XHR).type('form').send({ lines: 'X-1' }).expect(401);
    expect(res.body).toEqual({ code: 401, message: '请您先登录' });
    const en = await shop.http().post(`/api/cartinfo/quickorder/${call}`).set(XHR).set('X-Language', 'en').type('form').send({ lines: 'X-1' }).expect(401);
    expect(en.body.message).toBe('Please log in first');
  });

  it('refuses a session cookie without the same-site header, as the basket does', async () => {
    const cookie = `password=${alice.token}; uid=${alice.uid}`;
    await shop.http().post('/api/cartinfo/quickorder/add').set('Cookie', cookie).type('form').send({ lines: antibody.catalogueNumber }).expect(403);
    await shop.http().post('/api/cartinfo/showcart').set('Cookie', cookie).type('form').send({}).expect(403);
    expect(await rows(alice)).toEqual([]);
  });

  it('previews each line matched or flagged, and changes nothing', async () => {
    const res = await post(shop, alice, 'cartinfo/quickorder/preview', { lines: tenLines() }).expect(200);
    const { pid: a, catalogueNumber: catA } = antibody;
    const { pid: b, catalogueNumber: catB } = secondary;
    expect(res.body).toEqual({
      code: 200,
      matched: 6,
      flagged: 4,
      lines: [
        { line: 1, text: catA, status: 'ok', catno: catA, pid: a, productname: expect.any(String), priceid: 1, specs: '50 µl', price: 1280, quantity: 1 },
        { line: 2, text: expect.any(String), status: 'ok', catno: catA, pid: a, productname: expect.any(String), priceid: 2, specs: '100 µl', price: 2680, quantity: 2 },
        { line: 3, text: `${catA}\t1ML\t3`, status: 'ok', catno: catA, pid: a, productname: expect.any(String), priceid: 3, specs: '1 ml', price: 9800, quantity: 3 },
        expect.objectContaining({ line: 4, status: 'ok', pid: a, priceid: 2, quantity: 1 }),
        expect.objectContaining({ line: 5, status: 'ok', catno: catB, pid: b, priceid: 1, specs: '50ul', quantity: 4 }),
        expect.objectContaining({ line: 6, status: 'flagged', pid: b, problem: 'unknownSize', message: '该产品没有规格“2”，可选：1 = 50ul（数量写在规格之后）' }),
        { line: 7, text: 'NOPE-424242 1 1', status: 'flagged', catno: 'NOPE-424242', quantity: 1, problem: 'unknownCatalogueNumber', message: '没有货号为“NOPE-424242”的产品' },
        expect.objectContaining({ line: 8, status: 'flagged', pid: stopped.pid, problem: 'discontinued', message: '该产品已停产，不能再订购' }),
        expect.objectContaining({ line: 9, status: 'flagged', pid: b, priceid: 1, quantity: null, problem: 'badQuantity', message: '数量“0”无效：应为 1 到 9999 的整数' }),
        expect.objectContaining({ line: 11, status: 'ok', pid: a, priceid: 1, quantity: 1 }),
      ],
    });
    expect(await rows(alice)).toEqual([]);
  });

  it('says why in English when asked', async () => {
    const res = await english('cartinfo/quickorder/preview', `NOPE-1\n${secondary.catalogueNumber} 3 ml\n${stopped.catalogueNumber}\n${secondary.catalogueNumber} 50ul 1.5`).expect(200);
    expect(res.body.lines.map((l: { message: string }) => l.message)).toEqual([
      'No product has the catalogue number "NOPE-1"',
      'This product has no size "3 ml"; choose 1 = 50ul (the quantity goes after the size)',
      'This product has been discontinued and can no longer be ordered',
      'Quantity "1.5" is not valid: use a whole number from 1 to 9999',
    ]);
  });

  it('adds every matched line in one call, merged with what the basket holds; other baskets untouched', async () => {
    await post(shop, alice, 'cartinfo/addcart', { pid: antibody.pid, priceid: 2, quantity: 5 }).expect(200);
    await post(shop, bob, 'cartinfo/addcart', { pid: antibody.pid, priceid: 1, quantity: 1 }).expect(200);
    const bobBefore = await rows(bob);

    const res = await post(shop, alice, 'cartinfo/quickorder/add', { lines: tenLines() }).expect(200);
    expect(res.body).toMatchObject({ code: 200, added: 6, matched: 6, flagged: 4, message: '已将 6 行加入购物车' });
    expect(res.body.lines.map((l: { status: string }) => l.status)).toEqual(['added', 'added', 'added', 'added', 'added', 'flagged', 'flagged', 'flagged', 'flagged', 'added']);
    // Lines 1 and 11 name the same size; lines 2 and 4 join the 5 already there.
    expect(await slots(alice)).toEqual([
      [antibody.pid, 2, 5 + 2 + 1],
      [antibody.pid, 1, 2],
      [antibody.pid, 3, 3],
      [secondary.pid, 1, 4],
    ]);
    expect(await rows(bob)).toEqual(bobBefore);
  });

  it('never adds a discontinued product or a size the product does not have', async () => {
    const res = await english('cartinfo/quickorder/add', `${stopped.catalogueNumber}\n${secondary.catalogueNumber} 3\n${secondary.catalogueNumber} 100ul`).expect(400);
    expect(res.body).toMatchObject({ code: 400, message: 'No line can be added to the basket', matched: 0, flagged: 3 });
    expect(res.body.lines.map((l: { problem: string }) => l.problem)).toEqual(['discontinued', 'unknownSize', 'unknownSize']);
    expect((await rows(bob)).map((r) => r.pid)).not.toContain(stopped.pid);
  });

  it('offers a discontinued product its replacement, with the line as it reads ordering it (issue 31)', async () => {
    const successor = await saveTestProduct(shop, { catno: `QO-${Date.now() % 100000}-R`, size1: '50ul', price1: '1500' });
    const old = await saveTestProduct(shop, { catno: `QO-${Date.now() % 100000}-O`, status: 'discontinued', replacedby: successor.catalogueNumber });
    const gone = await saveTestProduct(shop, { catno: `QO-${Date.now() % 100000}-G`, status: 'discontinued', replacedby: stopped.catalogueNumber });
    const lines = `${antibody.catalogueNumber}\n${old.catalogueNumber.toLowerCase()} 50ul 3\n${old.catalogueNumber}\t\t2\n${gone.catalogueNumber}`;
    const res = await english('cartinfo/quickorder/preview', lines).expect(200);
    const [, withSize, withQuantity, withoutSuccessor] = res.body.lines;
    expect(withSize).toMatchObject({ problem: 'discontinued', replacement: { pid: successor.pid, catno: successor.catalogueNumber, text: `${successor.catalogueNumber}, 50ul, 3` } });
    expect(withQuantity.replacement.text).toBe(`${successor.catalogueNumber}, , 2`);
    // A replacement that is itself discontinued is not offered.
    expect(withoutSuccessor).toMatchObject({ problem: 'discontinued' });
    expect(withoutSuccessor.replacement).toBeUndefined();
    // The swapped lines order the replacement.
    const swapped = await english('cartinfo/quickorder/preview', `${withSize.replacement.text}\n${withQuantity.replacement.text}`).expect(200);
    expect(swapped.body.lines.map((l: { pid: number; quantity: number; status: string }) => [l.pid, l.quantity, l.status])).toEqual([
      [successor.pid, 3, 'ok'],
      [successor.pid, 2, 'ok'],
    ]);
  });

  it('checks again on add: a product discontinued after the preview is not added', async () => {
    const fresh = await saveTestProduct(shop, {});
    const lines = `${fresh.catalogueNumber} 1 2\n${antibody.catalogueNumber} 3 1`;
    const preview = await post(shop, carol, 'cartinfo/quickorder/preview', { lines }).expect(200);
    expect(preview.body.matched).toBe(2);
    await shop.dataSource.query(`UPDATE products SET status = 'discontinued' WHERE id = $1`, [fresh.pid]);
    const res = await post(shop, carol, 'cartinfo/quickorder/add', { lines }).expect(200);
    expect(res.body).toMatchObject({ added: 1, flagged: 1 });
    expect(res.body.lines[0]).toMatchObject({ status: 'flagged', problem: 'discontinued' });
    expect(await slots(carol)).toEqual([[antibody.pid, 3, 1]]);
  });

  it('flags the line that would take a basket row past 9999 and adds the rest', async () => {
    await post(shop, carol, 'cartinfo/addcart', { pid: antibody.pid, priceid: 3, quantity: 9989 }).expect(200);
    const res = await post(shop, carol, 'cartinfo/quickorder/add', { lines: `${antibody.catalogueNumber} 3 9\n${antibody.catalogueNumber} 3 1\n${secondary.catalogueNumber}` }).expect(200);
    expect(res.body.lines.map((l: { status: string; problem?: string }) => l.problem ?? l.status)).toEqual(['added', 'basketLimit', 'added']);
    expect(res.body.lines[1].message).toBe('购物车中该规格将有 10000 件，不能超过 9999');
    expect(await slots(carol)).toEqual([[antibody.pid, 3, 9999], [secondary.pid, 1, 1]]);
  });

  it('counts two adds of the same list sent at once, without a second row', async () => {
    const lines = `${secondary.catalogueNumber} 1 2\n${antibody.catalogueNumber} 1 1`;
    const answers = await Promise.all([1, 2, 3].map(() => post(shop, bob, 'cartinfo/quickorder/add', { lines })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await slots(bob)).toEqual([[antibody.pid, 1, 1 + 3], [secondary.pid, 1, 6]]);
  });

  it('takes 200 lines and refuses 201 with a clear message', async () => {
    const many = (count: number) => Array.from({ length: count }, (_, i) => `NOPE-${i}`).join('\n');
    const res = await post(shop, bob, 'cartinfo/quickorder/preview', { lines: `${many(199)}\n${antibody.catalogueNumber}` }).expect(200);
    expect(res.body).toMatchObject({ matched: 1, flagged: 199 });
    const refused = await post(shop, bob, 'cartinfo/quickorder/add', { lines: many(201) }).expect(400);
    expect(refused.body).toEqual({ code: 400, field: 'lines', message: '快速下单每次最多 200 行，您输入了 201 行，请分批提交' });
    const en = await english('cartinfo/quickorder/preview', many(500)).expect(400);
    expect(en.body.message).toBe('A quick order takes at most 200 lines; you entered 500. Please split the list');
  });

  const hostile: Array<[string, number, Record<string, unknown>, string | RegExp]> = [
    ['no lines field', 400, {}, '请粘贴或输入货号，每行一个'],
    ['empty lines', 400, { lines: '' }, '请粘贴或输入货号，每行一个'],
    ['only blanks', 400, { lines: ' \n \t \r\n' }, '请粘贴或输入货号，每行一个'],
    ['repeated lines fields', 400, { lines: ['A-1', 'A-2'] }, '请粘贴或输入货号，每行一个'],
    ['an object', 400, { 'lines[x]': 'A-1' }, '请粘贴或输入货号，每行一个'],
    // Refused by the shop-wide NUL guard before the quick order reads it, or by the quick order itself.
    ['a NUL byte', 400, { lines: 'A-1\u0000 2' }, /^内容不能包含(空字符（NUL）|控制字符（制表符和换行除外）)$/],
    ['an escape character', 400, { lines: 'A-1\u001b[2J' }, '内容不能包含控制字符（制表符和换行除外）'],
    ['a huge text', 400, { lines: `A-1 ${'9'.repeat(200_000)}` }, '内容不能超过 100,000 个字符（每次最多 200 行），请分批提交'],
    ['more than the body limit', 413, { lines: 'A-1 '.repeat(300_000) }, /.+/],
    ['an unknown field', 400, { lines: 'A-1', pid: 1 }, /pid/],
  ];
  it.each(hostile)('answers %s with %d and changes nothing', async (_name, status, form, message) => {
    const before = await rows(alice);
    for (const call of ['preview', 'add']) {
      const res = await post(shop, alice, `cartinfo/quickorder/${call}`, form).expect(status);
      expect(res.body.code).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    expect(await rows(alice)).toEqual(before);
  });

  it('flags nonsense lines one by one and never fails on them', async () => {
    const nonsense = [
      "'; DROP TABLE products; --",
      '<script>alert(1)</script> 2 3',
      '🧪🧪 100ul 5',
      '%_% 1 1',
      `${antibody.catalogueNumber} 99999999999999999999`,
      `${antibody.catalogueNumber} 1 -3`,
      `${antibody.catalogueNumber} 1 2147483648`,
      `${antibody.catalogueNumber}\t1\t2\t3\t4`,
      `${antibody.catalogueNumber} ${'µ'.repeat(300)}`,
      '货号\t规格\t数量',
    ].join('\n');
    const res = await post(shop, alice, 'cartinfo/quickorder/preview', { lines: nonsense }).expect(200);
    expect(res.body.lines.map((l: { problem: string }) => l.problem)).toEqual([
      'unknownCatalogueNumber',
      'unknownCatalogueNumber',
      'unknownCatalogueNumber',
      'unknownCatalogueNumber',
      'unknownSize',
      'badQuantity',
      'badQuantity',
      'tooManyColumns',
      'lineTooLong',
      'unknownCatalogueNumber',
    ]);
    expect(res.body.matched).toBe(0);
  });
});
