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
});
