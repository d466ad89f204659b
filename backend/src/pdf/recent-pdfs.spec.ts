import { RecentPdfs } from './recent-pdfs';

describe('RecentPdfs', () => {
  const bytes = (text: string) => Buffer.from(text);

  it('answers a kept version without making it again, and makes a new version anew', async () => {
    const recent = new RecentPdfs(1000);
    const make = jest.fn(async () => bytes('v1'));
    const first = await recent.get('7:en', '2025-01-01', make);
    expect(await recent.get('7:en', '2025-01-01', make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect((await recent.get('7:en', '2025-02-01', async () => bytes('v2'))).toString()).toBe('v2');
    expect((await recent.get('7:en', '2025-02-01', () => Promise.reject(new Error('kept')))).toString()).toBe('v2');
  });

  it('shares one render between concurrent requests and forgets a failed one', async () => {
    const recent = new RecentPdfs(1000);
    let finish: (value: Buffer) => void = () => undefined;
    const make = jest.fn(() => new Promise<Buffer>((resolve) => (finish = resolve)));
    const both = Promise.all([recent.get('1:zh', 'a', make), recent.get('1:zh', 'a', make)]);
    finish(bytes('pdf'));
    const [one, two] = await both;
    expect(one).toBe(two);
    expect(make).toHaveBeenCalledTimes(1);
    await expect(recent.get('2:zh', 'a', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect((await recent.get('2:zh', 'a', async () => bytes('ok'))).toString()).toBe('ok');
  });

  it('lets the least recently asked go once the size bound is passed', async () => {
    const recent = new RecentPdfs(10);
    await recent.get('a', '1', async () => bytes('aaaa'));
    await recent.get('b', '1', async () => bytes('bbbb'));
    await recent.get('a', '1', () => Promise.reject(new Error('a is kept')));
    await recent.get('c', '1', async () => bytes('cccc'));
    const remade = jest.fn(async () => bytes('bbbb'));
    await recent.get('b', '1', remade);
    expect(remade).toHaveBeenCalledTimes(1);
  });
});
