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
    expect(Object.keys(declared)).toEqual(expect.arrayContaining(['features/catalogue/catalogueApi.ts', 'features/ordering/orderingApi.ts', 'features/staff/catalogue/vocabulariesAdminApi.ts', 'shared/api/siteApi.ts']));
  });

  it('declares no wire type by hand in any call module (0: every one takes its types from the contract)', () => {
    const handWritten = Object.entries(declared)
      .filter(([, names]) => names.length > 0)
      .map(([file, names]) => `${file}: ${names.join(', ')}`);
    expect(handWritten).toEqual([]);
  });
});
