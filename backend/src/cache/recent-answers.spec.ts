import { RecentAnswers } from './recent-answers';

describe('RecentAnswers', () => {
  it('serves a kept answer until cleared', async () => {
    const answers = new RecentAnswers<number>(60_000);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await answers.get('k', compute)).toBe(1);
    expect(await answers.get('k', compute)).toBe(1);
    answers.clear();
    expect(await answers.get('k', compute)).toBe(2);
  });

  it('does not keep an answer whose computation began before a clear', async () => {
    const answers = new RecentAnswers<string>(60_000);
    let finish: (value: string) => void = () => undefined;
    const slow = answers.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    // A write lands and clears while the read above is still waiting on the database.
    answers.clear();
    finish('before the write');
    expect(await slow).toBe('before the write');
    expect(await answers.get('k', async () => 'after the write')).toBe('after the write');
  });

  describe('several keys at once (getMany: search result rows by product)', () => {
    const rowsOf = (keys: string[], name: string) => new Map(keys.map((key) => [key, `${name} ${key}`]));
    const values = (answers: Map<string, string>, keys: string[]) => keys.flatMap((key) => answers.get(key) ?? []);

    it('computes only the keys it does not keep, and leaves out keys without an answer', async () => {
      const answers = new RecentAnswers<string>(60_000, 100);
      const asked: string[][] = [];
      const compute = async (keys: string[]) => (asked.push(keys), rowsOf(keys.filter((key) => key !== '99'), 'product'));
      expect(values(await answers.getMany(['3', '1', '2'], compute), ['3', '1', '2'])).toEqual(['product 3', 'product 1', 'product 2']);
      expect(values(await answers.getMany(['2', '4', '99', '3'], compute), ['2', '4', '99', '3'])).toEqual(['product 2', 'product 4', 'product 3']);
      expect(asked).toEqual([['3', '1', '2'], ['4', '99']]);
    });

    it('computes again after clear(), and does not keep answers computed while a clear happened', async () => {
      const answers = new RecentAnswers<string>(60_000, 100);
      await answers.getMany(['1'], async (keys) => rowsOf(keys, 'before'));
      // A read from before a change that ends after the change cleared the memory: answered, not kept.
      const during = await answers.getMany(['2'], async (keys) => {
        answers.clear();
        return rowsOf(keys, 'before');
      });
      expect(values(during, ['2'])).toEqual(['before 2']);
      expect(values(await answers.getMany(['1', '2'], async (keys) => rowsOf(keys, 'after')), ['1', '2'])).toEqual(['after 1', 'after 2']);
      expect(values(await answers.getMany(['1', '2'], async (keys) => rowsOf(keys, 'later')), ['1', '2'])).toEqual(['after 1', 'after 2']);
    });

    it('forgets answers after its time limit and beyond its size, oldest first', async () => {
      let computed = 0;
      const compute = async (keys: string[]) => ((computed += keys.length), rowsOf(keys, 'product'));
      const expiring = new RecentAnswers<string>(0, 100);
      await expiring.getMany(['1'], compute);
      await expiring.getMany(['1'], compute);
      expect(computed).toBe(2);
      const small = new RecentAnswers<string>(60_000, 2);
      computed = 0;
      await small.getMany(['1', '2', '3'], compute);
      await small.getMany(['2', '3'], compute);
      expect(computed).toBe(3);
      await small.getMany(['1'], compute);
      expect(computed).toBe(4);
    });
  });
});
