import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MIGRATIONS = join(__dirname, '../../backend/src/database/migrations');

/** Every module a migration imports, static or dynamic. */
export function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map((m) => m[1]);
}

/**
 * A migration runs the text it was written with: one that imports today's code (a SQL generator, an entity, the
 * product declaration) changes under the databases that already ran it, and breaks on a fresh one the day that code
 * names a later column. TypeORM's types are all a migration may import.
 */
describe('migrations are frozen text', () => {
  const files = readdirSync(MIGRATIONS).filter((name) => name.endsWith('.ts'));

  it('finds the migrations', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('no migration imports anything but typeorm', () => {
    const offenders = files.flatMap((name) =>
      importsOf(readFileSync(join(MIGRATIONS, name), 'utf8'))
        .filter((module) => module !== 'typeorm')
        .map((module) => `${name} imports ${module}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the check sees an import of runtime code (probe)', () => {
    const probe = "import type { MigrationInterface } from 'typeorm';\nimport { searchKeyFunctionSql } from '../../search/search-normaliser';\nconst x = require('../x');\n";
    expect(importsOf(probe)).toEqual(['typeorm', '../../search/search-normaliser', '../x']);
  });
});
