import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ATTRIBUTE_FIELDS } from '@shop/contract';

const SRC = join(__dirname, '../../backend/src');
const CONTRACT = join(__dirname, '../../contract/src');
const FRONTEND = join(__dirname, '../../frontend/src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(path) ? [path] : [];
  });
}

/** Runtime code, not its tests (their fixtures live outside src, in backend/test-support). */
const runtime = (path: string) => !/\.(spec|api-spec)\.ts$/.test(path);

describe('test fixtures have one home', () => {
  it('no testing/ folder under backend/src: fixtures live in backend/test-support', () => {
    const folders = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? [path, ...folders(path)] : [];
      });
    expect(folders(SRC).filter((path) => /\/(testing|fixtures)$/.test(path)).map((path) => relative(SRC, path))).toEqual([]);
    expect(statSync(join(SRC, '../test-support/test-app.ts')).isFile()).toBe(true);
  });
});

describe('the catalogue is the runtime; the demo seed is only its client', () => {
  it.each(['modules', 'search', 'uploads', 'http', 'cache'])('nothing under backend/src/%s imports seed/', (folder) => {
    const offenders = files(join(SRC, folder))
      .filter(runtime)
      .filter((path) => /from ['"][./]*\/?seed\//.test(readFileSync(path, 'utf8')) || /from ['"](\.\.\/)+seed['"/]/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(offenders).toEqual([]);
  });

  it('declares the product attributes in one place: no other runtime file lists the spec field names by hand', () => {
    // A file naming a run of the spec's attribute names is a second declaration in disguise. The declaration is
    // @shop/contract's (contract/src/products/product-fields.ts): the API, the app and the seed read that one.
    const run = /['"]?dilutionratio['"]?[\s\S]{0,200}['"]?buffersystem['"]?[\s\S]{0,400}['"]?lightchaintype['"]?/;
    const offenders = [...files(SRC), ...files(CONTRACT)]
      .filter(runtime)
      .filter((path) => path !== join(CONTRACT, 'products/product-fields.ts'))
      .filter((path) => run.test(readFileSync(path, 'utf8')))
      .map((path) => relative(join(SRC, '../..'), path));
    expect(offenders).toEqual([]);
  });

  it('the app lists no attributes by hand either: the page, compare page and labels take them from the declaration', () => {
    // Six or more attribute names as strings in one file ('host', 'clonalityNo', …) are a hand-made list of
    // attributes: sections, rows, labels. The names as the wire and the entity spell them; JSX attribute
    // values (double-quoted: role="status", data-testid="catno") are markup, not lists.
    const names = new Set(ATTRIBUTE_FIELDS.flatMap((field) => [field.wire, field.property]));
    const quoted = (text: string) => new Set([...text.matchAll(/(['`])([A-Za-z_]+)\1/g)].map((m) => m[2]).filter((word) => names.has(word)));
    const offenders = files(FRONTEND)
      .filter((path) => !/\.(spec|test)\.tsx?$/.test(path))
      .map((path) => ({ path: relative(FRONTEND, path), named: [...quoted(readFileSync(path, 'utf8'))] }))
      .filter(({ named }) => named.length >= 6)
      .map(({ path, named }) => `${path}: ${named.join(', ')}`);
    expect(offenders).toEqual([]);
  });
});

/**
 * Every import arrow from a file under `from` to a file under `to`: each module specifier of a static
 * import or re-export (`import … from`, `import type … from`, `export … from`), a dynamic `import()`,
 * a `require()` or a `jest.mock()`, in runtime files and their tests alike, counted when it resolves
 * (relative to the importing file) into `to`. One arrow per file and specifier: "file → target".
 */
function importArrows(from: string, to: string): string[] {
  const specifier = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bmock\s*\(\s*|^\s*import\s+)(['"])(\.{1,2}\/[^'"]*)\1/gm;
  return files(join(SRC, from)).flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(specifier)]
      .map((m) => resolve(dirname(path), m[2]))
      .filter((target) => target === join(SRC, to) || target.startsWith(join(SRC, to) + '/'))
      .map((target) => `${relative(SRC, path)} → ${relative(SRC, target)}`),
  );
}

describe('search depends on the catalogue, never the reverse (issue 27)', () => {
  // The catalogue declares what search serves (with @shop/contract's product declaration and facets: catalogue-key.ts,
  // the text normaliser) and the ports it asks search through (search-engine.ts, search-index.ts);
  // search/ implements them. An arrow back from items to search makes the tie two-way again.
  it('nothing under modules/items imports backend/src/search', () => {
    expect(importArrows('modules/items', 'search')).toEqual([]);
  });

  it('search/ does use the catalogue (so the check above is not vacuous: the arrows are found)', () => {
    const arrows = importArrows('search', 'modules/items');
    expect(arrows.length).toBeGreaterThan(10);
    expect(arrows).toContain('search/search.module.ts → modules/items/search-engine');
  });
});

describe('the change door publishes; the read side listens (issue 32)', () => {
  // catalogue-changes/ writes products and publishes "products changed" (SharedCaches, the fleet's change message);
  // reading/ keeps answers and forgets them when that message comes. Neither names the other, so either can move.
  it('the change door imports nothing from the read side', () => {
    expect(importArrows('modules/items/catalogue-changes', 'modules/items/reading')).toEqual([]);
  });

  it('the read side imports nothing from the change door', () => {
    expect(importArrows('modules/items/reading', 'modules/items/catalogue-changes')).toEqual([]);
  });

  it("the door's clients refuse through the door's refusals, not through another client (the references panel, not the editor's service)", () => {
    expect(importArrows('modules/items/references', 'modules/items/catalogue-changes/staff')).toEqual([]);
  });

  it('the door does publish (so the checks above are not vacuous)', () => {
    expect(importArrows('modules/items/catalogue-changes', 'cache')).toContain('modules/items/catalogue-changes/catalogue-changes.service.ts → cache/shared-caches');
    expect(importArrows('modules/items/references', 'modules/items/catalogue-changes')).toContain('modules/items/references/staff-references.service.ts → modules/items/catalogue-changes/product-refusals');
  });
});
