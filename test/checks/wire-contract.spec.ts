import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The app's calls take their request and answer types from the wire contract (contract/src, imported
 * as @shop/contract), which the API's answer builders are typed with too: a renamed field then fails
 * to compile on both sides instead of in the browser (issue 27).
 *
 * How a hand-written wire type is recognised: a frontend `*Api.ts` file is a call module (RTK Query
 * endpoints), so every interface or type alias it declares, exported or not, describes something
 * sent or received, and counts. Re-exporting the contract's types (`export type { … } from
 * '@shop/contract'`) declares nothing and does not count. Inline shapes in an endpoint's generics
 * (`build.query<X, { pid: number }>`) are not declarations and are not counted either.
 */
const ROOT = join(__dirname, '../..');
const FRONTEND = join(ROOT, 'frontend/src');

/**
 * Call modules not yet moved to the contract, with the number of wire types each still declares.
 * The list only shrinks: a file not on it, or one declaring more than listed, fails.
 */
const NOT_YET_MOVED: Record<string, number> = {
  'features/staff/catalogue/vocabulariesAdminApi.ts': 3,
};

function callModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return callModules(path);
    return /Api\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The names of the interfaces and type aliases a file declares (at any depth). */
function declaredTypes(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) names.push(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

describe('the app types its calls with the wire contract', () => {
  const declared = Object.fromEntries(callModules(FRONTEND).map((path) => [relative(FRONTEND, path), declaredTypes(path)]));

  it('finds the call modules (the scan looks where they are)', () => {
    expect(Object.keys(declared)).toEqual(expect.arrayContaining(['features/catalogue/catalogueApi.ts', 'features/ordering/orderingApi.ts']));
  });

  it('declares no wire type by hand in a call module moved to the contract', () => {
    const handWritten = Object.entries(declared)
      .filter(([file, names]) => names.length > (NOT_YET_MOVED[file] ?? 0))
      .map(([file, names]) => `${file}: ${names.join(', ')}`);
    expect(handWritten).toEqual([]);
  });

  it('keeps the list of call modules not yet moved exact (a moved file leaves it)', () => {
    const stale = Object.entries(NOT_YET_MOVED)
      .filter(([file, count]) => (declared[file]?.length ?? 0) < count)
      .map(([file]) => file);
    expect(stale).toEqual([]);
  });
});
