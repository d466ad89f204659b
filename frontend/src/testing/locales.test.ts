import { LOCALES } from './locales';

/** What jest lends the tests of Node's file system: only the folder listing this check needs. */
const { readdirSync } = jest.requireActual<{ readdirSync(path: string): string[] }>('node:fs');

describe("the tests' texts", () => {
  it.each(['zh', 'en'] as const)('hold every %s locale file the app loads (testing/locales.ts lists them by hand)', (language) => {
    const files = readdirSync(`${__dirname}/../locales/${language}`).filter((name) => name.endsWith('.json'));
    expect(Object.keys(LOCALES[language]).sort()).toEqual(files.map((name) => name.replace(/\.json$/, '')).sort());
  });
});
