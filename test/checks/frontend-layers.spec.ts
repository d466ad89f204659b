import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The app's folders are layers, each importing only the ones below it (issue 27):
 *
 *   app      the composition root: app/, ssr/, main.tsx, entry-server.tsx (routes, store, start, server render)
 *   layout   the shop's shell: header, footer, account bar, ShopLayout, NotFound…
 *   features one folder per part of the shop (catalogue, basket, ordering, staff…)
 *   shared   what every feature may use: shared/ (api/, ui/ and the helpers), i18n/, styles/, locales/
 *
 * and above them all the tests: every *.test.ts(x) beside the code it tests and their helpers in testing/
 * (the app's store, texts and fixtures: issue 32), which may use any layer and which no runtime file uses.
 *
 * How the arrows are counted: every frontend source file (.ts/.tsx under frontend/src) is parsed
 * with the TypeScript compiler; each import, `export … from` and dynamic `import()` whose
 * specifier is relative is resolved to the file it names (with the .ts/.tsx/index.ts the bundler
 * would try; stylesheets too). One arrow is one (importing file, imported file) pair, counted once
 * however many names it brings. An arrow runs back up when the imported file's layer is above the
 * importing file's: shared → features/layout/app, features → layout/app, layout → app. Arrows within
 * a layer (a feature's public entry, shared/ui using shared/api) and down are the normal direction.
 * Package imports (react, @shop/contract) leave the frontend and are not arrows between its layers
 * (the app imports nothing of backend/: test/checks/contract-package.spec.ts).
 */
const FRONTEND = join(__dirname, '../../frontend/src');

const RANK = { shared: 0, features: 1, layout: 2, app: 3, tests: 4 } as const;
type Layer = keyof typeof RANK;

function layerOf(file: string): Layer {
  const path = relative(FRONTEND, file);
  const top = path.split('/')[0];
  if (top === 'testing' || /\.test\.tsx?$/.test(path)) return 'tests';
  if (top === 'app' || top === 'ssr' || path === 'main.tsx' || path === 'entry-server.tsx') return 'app';
  if (top === 'layout') return 'layout';
  if (top === 'features') return 'features';
  if (['shared', 'i18n', 'styles', 'locales'].includes(top)) return 'shared';
  throw new Error(`${path} is in no layer: name its layer in test/checks/frontend-layers.spec.ts`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The relative specifiers a file imports (static, re-exported and dynamic). */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((specifier) => specifier.startsWith('.'));
}

/** The file a relative specifier names, as the bundler finds it; null outside frontend/src. */
function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  if (relative(FRONTEND, base).startsWith('..')) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile());
  if (!found) throw new Error(`${relative(FRONTEND, from)} imports ${specifier}, which names no file`);
  return found;
}

interface Arrow {
  from: string;
  to: string;
}

function arrows(): Arrow[] {
  const all = new Map<string, Arrow>();
  for (const file of sourceFiles(FRONTEND)) {
    for (const specifier of specifiers(file)) {
      const target = resolveImport(file, specifier);
      if (target) all.set(`${file}→${target}`, { from: file, to: target });
    }
  }
  return [...all.values()];
}

describe('the frontend folders are layers: app → layout → features → shared', () => {
  const every = arrows();

  it('sees the arrows (the scan parses and resolves the imports)', () => {
    const shown = every.map(({ from, to }) => `${relative(FRONTEND, from)} → ${relative(FRONTEND, to)}`);
    expect(shown).toEqual(expect.arrayContaining(['app/routes.tsx → layout/ShopLayout.tsx', 'main.tsx → app/start.tsx']));
    expect(every.length).toBeGreaterThan(300);
    // The tests' arrows are seen too: into the testing folder, and from it to the app's store.
    expect(shown).toEqual(expect.arrayContaining(['features/catalogue/hot/HotPage.test.tsx → testing/renderPage.tsx', 'testing/renderPage.tsx → app/store.ts']));
  });

  it('has 0 import arrows running back up the layers', () => {
    const up = every
      .filter(({ from, to }) => RANK[layerOf(to)] > RANK[layerOf(from)])
      .map(({ from, to }) => `${relative(FRONTEND, from)} (${layerOf(from)}) → ${relative(FRONTEND, to)} (${layerOf(to)})`);
    expect(up).toEqual([]);
  });
});
