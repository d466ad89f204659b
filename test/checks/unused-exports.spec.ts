import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../..');
const FOLDERS = ['backend/src', 'backend/test-support', 'contract/src', 'frontend/src', 'test', 'bench', 'scripts'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(path).isDirectory() ? files(path) : /\.(tsx?|m?js)$/.test(name) ? [path] : [];
  });
}

const EXPORTED = /^export (?:async )?(?:const|let|function|class|abstract class|interface|type|enum) ([A-Za-z_$][\w$]*)/gm;

/**
 * Declarations exported and named nowhere else, not even in their own file: dead code a reader still has to
 * read (issue 32 found 9, this check 11). A name counts as used when any other file of the repository, or
 * its own file a second time, spells it.
 */
export function unusedExports(sources: Map<string, string>): string[] {
  const filesNaming = new Map<string, Set<string>>();
  for (const [path, text] of sources) {
    for (const word of new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? [])) {
      if (!filesNaming.has(word)) filesNaming.set(word, new Set());
      filesNaming.get(word)!.add(path);
    }
  }
  return [...sources].flatMap(([path, text]) =>
    [...text.matchAll(EXPORTED)]
      .map((m) => m[1])
      .filter((name) => filesNaming.get(name)?.size === 1 && (text.match(new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`, 'g')) ?? []).length === 1)
      .map((name) => `${path}: ${name}`),
  );
}

describe('no export nothing uses', () => {
  it('every exported declaration is named somewhere besides its declaration', () => {
    const sources = new Map(FOLDERS.flatMap((folder) => files(join(ROOT, folder))).map((path) => [relative(ROOT, path), readFileSync(path, 'utf8')]));
    expect(sources.size).toBeGreaterThan(500);
    expect(unusedExports(sources)).toEqual([]);
  });

  it('sees an unused export and not a used one (probe)', () => {
    const sources = new Map([
      ['a.ts', 'export const USED = 1;\nexport function forgotten() {}\nexport const LOCAL = 2;\nconsole.log(LOCAL);'],
      ['b.ts', "import { USED } from './a';"],
    ]);
    expect(unusedExports(sources)).toEqual(['a.ts: forgotten']);
  });
});
