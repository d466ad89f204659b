import { createTestApp, TestApp } from '../../../test-support/test-app';
import { signUp, SignedUp } from '../../../test-support/account-helpers';
import { ADDRESS, post } from '../../../test-support/ordering-fixtures';

describe('addresses: addrinfo/showaddress, addaddress, deladdress; the region tree', () => {
  let shop: TestApp;
  let alice: SignedUp;
  let bob: SignedUp;

  beforeAll(async () => {
    shop = await createTestApp();
    [alice, bob] = [await signUp(shop), await signUp(shop)];
  });
  afterAll(() => shop.close());

  const list = async (user: SignedUp) => (await post(shop, user, 'addrinfo/showaddress').expect(200)).body.data;

  it('needs a session', async () => {
    await shop.http().post('/api/addrinfo/showaddress').set('X-Requested-With', 'XMLHttpRequest').expect(401);
  });

  it('saves an address and shows it to its owner only, under the spec field names', async () => {
    const res = await post(shop, alice, 'addrinfo/addaddress', { ...ADDRESS, addr: `  ${ADDRESS.addr} ` }).expect(200);
    expect(res.body).toEqual({ code: 200, addrid: expect.any(Number) });
    expect(await list(alice)).toEqual([
      {
        addrid: res.body.addrid,
        reccountry: '中国',
        recprovince: '江苏省',
        reccity: '苏州市',
        recdistrict: '',
        recaddr: ADDRESS.addr,
        recname: '张三',
        recphone: '13800000000',
        // The first address kept is the default (issue 31).
        isdefault: 1,
        // Issue 48: the region tree's nodes its names are, so the editor's pickers start at them.
        regionpath: [
          { id: '1', pid: '0', level: '1', name: '亚洲', name_en: 'Asia', code: null, leaf: false },
          { id: '8', pid: '1', level: '2', name: '中国', name_en: 'China', code: 'CHN', leaf: false },
          { id: '853', pid: '8', level: '3', name: '江苏省', name_en: 'Jiangsu', code: expect.any(String), leaf: false },
          { id: '893', pid: '853', level: '4', name: '苏州市', name_en: 'Suzhou', code: expect.any(String), leaf: false },
        ],
      },
    ]);
    expect(await list(bob)).toEqual([]);
  });

  it('accepts an empty province and city (country only, spec section 5)', async () => {
    await post(shop, bob, 'addrinfo/addaddress', { country: 'Singapore', province: '', city: '', district: '', addr: '1 Science Park Rd', recname: 'Lee', recphone: '+65 0000' }).expect(200);
    expect(await list(bob)).toHaveLength(1);
  });

  it.each(['country', 'addr', 'recname', 'recphone'])('refuses an address without %s and stores nothing', async (field) => {
    const res = await post(shop, alice, 'addrinfo/addaddress', { ...ADDRESS, [field]: '   ' }).set('X-Language', 'en').expect(400);
    expect(res.body.message).toBe('please fill in information');
    expect(await list(alice)).toHaveLength(1);
  });

  it("finds an address's saved region in the tree, by its Chinese or English names, as far as they go (issue 48: the editor starts there)", async () => {
    const user = await signUp(shop);
    const add = async (region: { country: string; province: string; city: string; district: string }) => {
      const id = (await post(shop, user, 'addrinfo/addaddress', { ...ADDRESS, ...region }).expect(200)).body.addrid;
      return (await list(user)).find((a: { addrid: number }) => a.addrid === id).regionpath.map((r: { id: string }) => r.id);
    };
    expect(await add({ country: '中国', province: '上海市', city: '上海市', district: '徐汇区' })).toEqual(['1', '8', '835', '836', '838']);
    expect(await add({ country: 'China', province: 'Shanghai', city: 'Shanghai', district: 'Xuhui' })).toEqual(['1', '8', '835', '836', '838']);
    expect(await add({ country: 'United States', province: 'Massachusetts', city: 'Boston', district: '' })).toEqual(['4', '8350', '8876', '8877']);
    // A province typed as the tree does not name it: the path stops at the country, the saved text is kept.
    expect(await add({ country: '中国', province: '上海', city: '上海市', district: '' })).toEqual(['1', '8']);
    expect(await add({ country: 'Atlantis', province: '', city: '', district: '' })).toEqual([]);
    // Editing the rest of the address keeps the region as saved.
    const [first] = await list(user);
    const edited = await post(shop, user, 'addrinfo/editaddress', { addrid: first.addrid, country: first.reccountry, province: first.recprovince, city: first.reccity, district: first.recdistrict, addr: '新的门牌号', recname: '王五', recphone: '13900000000' }).expect(200);
    expect(edited.body.data).toMatchObject({ reccountry: '中国', recprovince: '上海市', reccity: '上海市', recdistrict: '徐汇区', recaddr: '新的门牌号' });
    expect(edited.body.data.regionpath.map((r: { id: string }) => r.id)).toEqual(['1', '8', '835', '836', '838']);
  });

  it('refuses overlong fields and unknown fields', async () => {
    await post(shop, alice, 'addrinfo/addaddress', { ...ADDRESS, addr: 'x'.repeat(301) }).expect(400);
    await post(shop, alice, 'addrinfo/addaddress', { ...ADDRESS, uid: bob.uid }).expect(400);
  });

  it("deletes only the user's own address; another user's addrid answers as if it did not exist", async () => {
    const [address] = await list(alice);
    await post(shop, bob, 'addrinfo/deladdress', { addrid: address.addrid }).expect(200, { code: 300 });
    expect(await list(alice)).toHaveLength(1);
    await post(shop, alice, 'addrinfo/deladdress', { addrid: address.addrid }).expect(200, { code: 200 });
    expect(await list(alice)).toEqual([]);
    await post(shop, alice, 'addrinfo/deladdress', { addrid: '0' }).expect(400);
  });

  describe('the address book of my account (issue 31): editaddress, setdefault', () => {
    let carol: SignedUp;
    let dave: SignedUp;
    beforeAll(async () => {
      [carol, dave] = [await signUp(shop), await signUp(shop)];
    });
    const rows = async () => shop.dataSource.query(`SELECT * FROM delivery_addresses WHERE user_id IN ($1, $2) ORDER BY id`, [carol.uid, dave.uid]);

    it('edits an address in place and moves the default mark; the order form reads which is the default', async () => {
      const first = (await post(shop, carol, 'addrinfo/addaddress', ADDRESS).expect(200)).body.addrid;
      const second = (await post(shop, carol, 'addrinfo/addaddress', { ...ADDRESS, recname: '李四' }).expect(200)).body.addrid;
      expect((await list(carol)).map((a: { addrid: number; isdefault: number }) => [a.addrid, a.isdefault])).toEqual([[first, 1], [second, 0]]);

      const edited = await post(shop, carol, 'addrinfo/editaddress', { ...ADDRESS, addrid: second, recname: ' 王五 ', recphone: '13900000000' }).expect(200);
      expect(edited.body.data).toMatchObject({ addrid: second, recname: '王五', recphone: '13900000000', isdefault: 0 });

      await post(shop, carol, 'addrinfo/setdefault', { addrid: second }).expect(200, { code: 200 });
      expect((await list(carol)).map((a: { addrid: number; isdefault: number }) => [a.addrid, a.isdefault])).toEqual([[first, 0], [second, 1]]);
      // Setting it again changes nothing.
      await post(shop, carol, 'addrinfo/setdefault', { addrid: second }).expect(200);
      expect((await list(carol)).filter((a: { isdefault: number }) => a.isdefault === 1)).toHaveLength(1);
    });

    it("refuses another user's address with 404 and a clear message, changing nothing", async () => {
      const [address] = await list(carol);
      const before = await rows();
      const edit = await post(shop, dave, 'addrinfo/editaddress', { ...ADDRESS, addrid: address.addrid, recname: 'Mallory' }).set('X-Language', 'en').expect(404);
      expect(edit.body.message).toBe('This address does not exist');
      const mark = await post(shop, dave, 'addrinfo/setdefault', { addrid: address.addrid }).expect(404);
      expect(mark.body.message).toBe('该地址不存在');
      expect(await rows()).toEqual(before);
    });

    it('refuses bad input with a 400, changing nothing', async () => {
      const [address] = await list(carol);
      const before = await rows();
      const bad: Record<string, unknown>[] = [
        { ...ADDRESS, addrid: address.addrid, recname: '' },
        { ...ADDRESS, addrid: address.addrid, addr: 'x'.repeat(301) },
        { ...ADDRESS, addrid: address.addrid, addr: 'a\u0000b' },
        { ...ADDRESS, addrid: '2147483648' },
        { ...ADDRESS, addrid: 'one' },
        { ...ADDRESS },
        { ...ADDRESS, addrid: address.addrid, isdefault: 1 },
      ];
      for (const form of bad) await post(shop, carol, 'addrinfo/editaddress', form).expect(400);
      await shop.http().post('/api/addrinfo/editaddress').set('Authorization', carol.authorization).send({ ...ADDRESS, addrid: address.addrid, recname: ['a'] }).expect(400);
      await post(shop, carol, 'addrinfo/setdefault', { addrid: '99999999999' }).expect(400);
      await post(shop, carol, 'addrinfo/setdefault', {}).expect(400);
      expect(await rows()).toEqual(before);
    });
  });

  describe('GET /api/regions/', () => {
    const level = async (pid: string) => (await shop.http().get('/api/regions/').query({ pid }).expect(200)).body;

    it('gives the seven continents at the top, one level only', async () => {
      const top = await level('0');
      expect(top.version).toBe(1);
      expect(top.data.map((n: { name_en: string }) => n.name_en)).toEqual(['Asia', 'Europe', 'Africa', 'North America', 'South America', 'Oceania', 'Antarctica']);
      expect(top.data[2]).toEqual({ id: '3', pid: '0', path: ',3,', level: '1', name: '非洲', name_en: 'Africa', name_pinyin: '', code: null, leaf: false });
      expect(top.data[0]).not.toHaveProperty('childrens');
    });

    it('walks China down to districts with Chinese and English names', async () => {
      const asia = await level('1');
      const china = asia.data.find((n: { code: string }) => n.code === 'CHN');
      expect(china).toMatchObject({ name: '中国', name_en: 'China', level: '2', pid: '1' });
      const guangdong = (await level(china.id)).data.find((n: { name: string }) => n.name === '广东省');
      expect(guangdong).toMatchObject({ name_en: 'Guangdong', level: '3', path: `,1,${china.id},${guangdong.id},` });
      const guangzhou = (await level(guangdong.id)).data.find((n: { name: string }) => n.name === '广州市');
      expect(guangzhou).toMatchObject({ name_en: 'Guangzhou', level: '4' });
      const districts = (await level(guangzhou.id)).data;
      expect(districts.find((n: { name: string }) => n.name === '天河区')).toMatchObject({ name_en: 'Tianhe', level: '5', leaf: true });
    });

    it('has the UK nations with cities and US states with cities', async () => {
      const europe = await level('2');
      const uk = europe.data.find((n: { code: string }) => n.code === 'GBR');
      const nations = (await level(uk.id)).data.map((n: { name_en: string }) => n.name_en);
      expect(nations).toEqual(['England', 'Scotland', 'Wales', 'Northern Ireland']);
      const northAmerica = await level('4');
      const us = northAmerica.data.find((n: { code: string }) => n.code === 'USA');
      const california = (await level(us.id)).data.find((n: { code: string }) => n.code === 'CA');
      expect((await level(california.id)).data.map((n: { name_en: string }) => n.name_en)).toContain('San Francisco');
    });

    it('answers an unknown id or a leaf with 300, and a bad id with 400', async () => {
      expect(await level('99999999')).toEqual({ code: 300, version: 1, data: [] });
      await shop.http().get('/api/regions/').query({ pid: '-1' }).expect(400);
    });
  });
});
