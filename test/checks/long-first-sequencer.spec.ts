import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The sequencer is jest configuration (CommonJS, loaded by jest itself), so the spec requires it as jest does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const LongFirstSequencer = require('../support/long-first-sequencer.js');

const ROOT = join(__dirname, '../..');

describe('the order npm test starts its files in, in a fresh clone (no durations recorded)', () => {
  const cacheDirectory = mkdtempSync(join(tmpdir(), 'sequencer-cache-'));
  afterAll(() => rmSync(cacheDirectory, { recursive: true, force: true }));

  const contexts = new Map<string, object>();
  const context = (project: string) => {
    if (!contexts.has(project)) {
      contexts.set(project, { hasteFS: { getSize: (path: string) => statSync(path).size }, config: { displayName: { name: project }, cacheDirectory, name: project, rootDir: ROOT } });
    }
    return contexts.get(project);
  };
  const file = (project: string, path: string) => ({ path: join(ROOT, path), context: context(project) });

  it('starts the README commands, the backup, the journeys and the API tests before the quick files, whatever their size', () => {
    const tests = [
      file('frontend', 'frontend/src/features/info/info.test.tsx'),
      file('backend', 'backend/src/seed/catalogue/product-images.spec.ts'),
      file('backend', 'backend/src/http/no-server-errors.api-spec.ts'),
      file('browser', 'test/e2e/foundation.e2e.ts'),
      file('backup', 'test/backup/backup-restore.spec.ts'),
      file('first-command', 'test/first-command/demo-command.spec.ts'),
      file('repository', 'test/checks/locales.spec.ts'),
    ];
    const sequencer = new LongFirstSequencer({ contexts: [...contexts.values()], globalConfig: {} });
    const order = sequencer.sort(tests).map((test: { path: string }) => test.path.slice(ROOT.length + 1));
    expect(order).toEqual([
      'test/first-command/demo-command.spec.ts',
      'test/backup/backup-restore.spec.ts',
      'test/e2e/foundation.e2e.ts',
      'backend/src/http/no-server-errors.api-spec.ts',
      'backend/src/seed/catalogue/product-images.spec.ts',
      'frontend/src/features/info/info.test.tsx',
      'test/checks/locales.spec.ts',
    ]);
  });
});
