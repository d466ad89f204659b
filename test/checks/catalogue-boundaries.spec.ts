import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ATTRIBUTE_FIELDS } from '../../backend/src/modules/items/product-fields';

const SRC = join(__dirname, '../../backend/src');
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
    // A file naming a run of the spec's attribute names is a second declaration in disguise.
    const run = /['"]?dilutionratio['"]?[\s\S]{0,200}['"]?buffersystem['"]?[\s\S]{0,400}['"]?lightchaintype['"]?/;
    const offenders = files(SRC)
      .filter(runtime)
      .filter((path) => !path.endsWith('modules/items/product-fields.ts'))
      .filter((path) => run.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
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
