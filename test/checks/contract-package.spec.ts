import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * @shop/contract is the one place the API and the app share code (issue 32): the wire types and the pure rules both
 * run (the product declaration, the money rule, order numbers…), built to contract/dist for the API's processes and
 * bundled from source by the app. This holds it there:
 *
 * - the app imports nothing of backend/ (what it shares with the API comes from @shop/contract);
 * - the contract's files import nothing but each other (no package, no Node, no file of either half), so both load them;
 * - everyone takes the contract as the package, never by path into contract/ (which would bypass its build);
 * - backend/dist runs on contract/dist: the built API's requires of @shop/contract find a built file with every name
 *   they use, and everything that builds the API builds the contract first.
 *
 * Import specifiers are read as the compiler reads them (static and dynamic imports, re-exports, require), comments and
 * strings aside.
 */
const ROOT = join(__dirname, '../..');
const CONTRACT = join(ROOT, 'contract/src');
const BACKEND_DIST = join(ROOT, 'backend/dist');

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(path).isDirectory() ? files(path, pattern) : pattern.test(name) ? [path] : [];
  });
}

/** Every module specifier a source text imports, re-exports or requires. */
export function specifiersOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** Where a relative specifier points (undefined for a package), relative to the repository. */
const target = (file: string, specifier: string): string | undefined =>
  specifier.startsWith('.') ? relative(ROOT, resolve(dirname(file), specifier)) : undefined;

/** The app's imports of the API's code: any specifier that lands in backend/. */
export function backendImports(file: string, source: string): string[] {
  return specifiersOf(source).filter((s) => (target(file, s) ?? s).startsWith('backend/') || /(^|\/)backend\/src\//.test(s));
}

/** A contract file's imports that are not its package's own files (a spec may use Node's modules besides). */
export function foreignImports(file: string, source: string): string[] {
  const spec = file.endsWith('.spec.ts');
  return specifiersOf(source).filter((s) => {
    const to = target(file, s);
    if (to === undefined) return !(spec && s.startsWith('node:'));
    return !to.startsWith('contract/src/');
  });
}

/** Imports that reach into contract/ by path instead of naming the package. */
export function pathImportsOfTheContract(file: string, source: string): string[] {
  return specifiersOf(source).filter((s) => (target(file, s) ?? s).startsWith('contract/') || s.startsWith('@shop/contract/'));
}

const read = (path: string) => readFileSync(path, 'utf8');
const offenders = (paths: string[], find: (file: string, source: string) => string[]) =>
  paths.flatMap((path) => find(path, read(path)).map((s) => `${relative(ROOT, path)} imports ${s}`));

describe('the API and the app share code only through @shop/contract', () => {
  const app = files(join(ROOT, 'frontend/src'), /\.tsx?$/);
  const contract = files(CONTRACT, /\.ts$/);

  it('finds the files (the scan looks where they are)', () => {
    expect(app.length).toBeGreaterThan(200);
    expect(contract.map((path) => relative(CONTRACT, path))).toEqual(expect.arrayContaining(['index.ts', 'products/product-fields.ts', 'money/shown-price.ts']));
  });

  it('no file under frontend/src imports from backend/ (0: the app takes what it shares with the API from @shop/contract)', () => {
    expect(offenders(app, backendImports)).toEqual([]);
  });

  it('no file under contract/src imports anything but the contract\'s own files (its specs: Node\'s modules too)', () => {
    expect(offenders(contract, foreignImports)).toEqual([]);
  });

  it('the API, the app, the seed, the tests and the benchmarks import @shop/contract, never a path into contract/', () => {
    const users = ['backend/src', 'backend/test-support', 'frontend/src', 'test', 'bench'].flatMap((folder) => files(join(ROOT, folder), /\.(tsx?|m?js)$/));
    expect(offenders(users, pathImportsOfTheContract)).toEqual([]);
  });

  it('sees each kind of crossing (probes)', () => {
    const app = join(ROOT, 'frontend/src/features/ordering/probe.ts');
    expect(backendImports(app, "import { orderNumber } from '../../../../backend/src/modules/orders/order-mail';\nimport { x } from '@shop/contract';")).toEqual([
      '../../../../backend/src/modules/orders/order-mail',
    ]);
    const rule = join(CONTRACT, 'orders/probe.ts');
    expect(foreignImports(rule, "import { a } from '../money/shown-price';\nimport b from 'react';\nimport { c } from '../../../backend/src/http/envelope';\nimport { d } from 'node:fs';")).toEqual([
      'react',
      '../../../backend/src/http/envelope',
      'node:fs',
    ]);
    expect(foreignImports(join(CONTRACT, 'orders/probe.spec.ts'), "import { readFileSync } from 'node:fs';\nimport { a } from './probe';")).toEqual([]);
    expect(pathImportsOfTheContract(join(ROOT, 'backend/src/probe.ts'), "import { a } from '../../contract/src/index';\nimport { b } from '@shop/contract';")).toEqual(['../../contract/src/index']);
  });
});

describe('backend/dist runs on contract/dist', () => {
  const pkg = JSON.parse(read(join(ROOT, 'contract/package.json')));

  it('the package gives Node the build (main, exports) and the type checks, Vite and jest its source', () => {
    expect(pkg.main).toBe('dist/index.js');
    expect(pkg.exports['.'].default).toBe('./dist/index.js');
    expect(pkg.scripts.build).toContain('tsconfig.build.json');
    const build = read(join(ROOT, 'contract/tsconfig.build.json'));
    expect(build).toMatch(/"module": "commonjs"/);
    expect(build).toMatch(/"outDir": "dist"/);
    expect(read(join(ROOT, 'tsconfig.json'))).toContain('"@shop/contract": ["./contract/src/index.ts"]');
    expect(read(join(ROOT, 'frontend/vite.config.ts'))).toContain("'../contract/src/index.ts'");
  });

  it('everything that builds or ships the API builds the contract first (scripts/build.sh, its own build, the Dockerfile)', () => {
    const buildScript = read(join(ROOT, 'scripts/build.sh'));
    expect(buildScript.indexOf('build -w contract')).toBeGreaterThan(-1);
    expect(buildScript.indexOf('build -w contract')).toBeLessThan(buildScript.indexOf('build -w backend'));
    // The backend's build and watch are tsc -b over a reference to the contract's build: a missing or stale contract/dist is built first.
    const backend = JSON.parse(read(join(ROOT, 'backend/package.json')));
    expect(backend.scripts.build).toContain('tsc -b tsconfig.build.json');
    expect(backend.scripts['start:dev']).toContain('-b tsconfig.build.json');
    expect(backend.dependencies['@shop/contract']).toBeDefined();
    expect(read(join(ROOT, 'backend/tsconfig.build.json'))).toContain('"path": "../contract/tsconfig.build.json"');
    const dockerfile = read(join(ROOT, 'Dockerfile'));
    expect(dockerfile).toMatch(/npm run build -w contract && npm run build -w backend/);
    expect(dockerfile).toContain('COPY --from=build /app/contract/dist contract/dist');
  });

  it('after scripts/build.sh, every require of @shop/contract in backend/dist finds contract/dist, with each name it uses', () => {
    // scripts/build.sh (run by npm test before jest) builds both.
    expect(existsSync(join(BACKEND_DIST, 'main.js'))).toBe(true);
    const used = new Map<string, Set<string>>();
    for (const path of files(BACKEND_DIST, /\.js$/)) {
      const source = read(path);
      for (const [, binding] of source.matchAll(/\b(\w+) = require\("@shop\/contract"\)/g)) {
        for (const [, name] of source.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))) {
          if (!used.has(name)) used.set(name, new Set());
          used.get(name)!.add(relative(BACKEND_DIST, path));
        }
      }
    }
    expect(used.size).toBeGreaterThan(50);
    // Node resolves it from backend/dist as the shop's processes do (outside jest, which maps the package to its source).
    const script = "const path = require.resolve('@shop/contract'); console.log(JSON.stringify({ path, names: Object.keys(require(path)) }))";
    const { path, names } = JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: BACKEND_DIST, encoding: 'utf8' }));
    expect(relative(ROOT, path)).toBe('contract/dist/index.js');
    const missing = [...used].filter(([name]) => !names.includes(name)).map(([name, users]) => `${name} (${[...users][0]})`);
    expect(missing).toEqual([]);
  });
});
