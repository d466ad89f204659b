import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/**
 * Every feature of the app is tested below the browser (issue 50): each folder of frontend/src/features, and each
 * staff desk (features/staff/<desk> holding a page), holds a test file of its own that the frontend jest project runs
 * (`*.test.ts(x)`, jest.config.js), with at least one test in it. A new feature folder cannot land with its page
 * covered only by the browser journeys, which take minutes; a test here runs in seconds.
 */
const ROOT = join(__dirname, '../..');
const FEATURES = join(ROOT, 'frontend/src/features');

/** What the frontend project runs (jest.config.js testMatch). */
const TEST_FILE = /\.test\.tsx?$/;
/** A test in it: `it(` or `test(` (with .each/.only forms), not only a describe or a comment. */
const HAS_TEST = /^\s*(it|test)(\.\w+)?\s*\(/m;
/** A desk is a staff folder with a screen of its own. */
const PAGE = /Page\.tsx$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const subfolders = (dir: string) => readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => join(dir, e.name));

/** The folders that must hold tests: every feature, and every staff desk with a page. */
function foldersToTest(features: string): string[] {
  const folders = subfolders(features);
  const staff = join(features, 'staff');
  const desks = folders.includes(staff) ? subfolders(staff).filter((desk) => filesUnder(desk).some((f) => PAGE.test(f))) : [];
  return [...folders, ...desks];
}

/** The folders (relative to `features`) without a test file holding a test. */
function untestedFolders(features: string): string[] {
  return foldersToTest(features)
    .filter((folder) => !filesUnder(folder).some((file) => TEST_FILE.test(file) && HAS_TEST.test(readFileSync(file, 'utf8'))))
    .map((folder) => relative(features, folder));
}

describe('every frontend feature has tests of its own', () => {
  it('finds the features and the staff desks (the scan looks where they are)', () => {
    const folders = foldersToTest(FEATURES).map((f) => relative(FEATURES, f));
    expect(folders).toEqual(expect.arrayContaining(['catalogue', 'ordering', 'basket', 'staff', 'staff/catalogue', 'staff/orders', 'staff/reviews']));
    // features/staff/shell holds the desks' frame, no page: it is tested through them.
    expect(folders).not.toContain('staff/shell');
  });

  it('every feature folder and staff desk holds a *.test.ts(x) with a test: 0 without', () => {
    expect(untestedFolders(FEATURES)).toEqual([]);
  });

  it('counts a probe: a folder with no test, one with only a describe, a desk without, and tested ones', () => {
    const probe = mkdtempSync(join(tmpdir(), 'feature-tests-'));
    try {
      const write = (path: string, text: string) => {
        mkdirSync(join(probe, path, '..'), { recursive: true });
        writeFileSync(join(probe, path), text);
      };
      write('untested/UntestedPage.tsx', 'export default function UntestedPage() { return null; }');
      write('untested/untested.spec.ts', "it('is a backend-style name the frontend project does not run', () => {});");
      write('hollow/HollowPage.tsx', 'export default function HollowPage() { return null; }');
      write('hollow/HollowPage.test.tsx', "describe('nothing yet', () => {});");
      write('tested/deep/TestedPage.tsx', 'export default function TestedPage() { return null; }');
      write('tested/deep/TestedPage.test.tsx', "it('renders', () => { expect(1).toBe(1); });");
      write('staff/desk/DeskPage.tsx', 'export default function DeskPage() { return null; }');
      write('staff/other/OtherPage.tsx', 'export default function OtherPage() { return null; }');
      write('staff/other/otherLogic.test.ts', "test.each([1])('adds %i', () => { expect(1).toBe(1); });");
      write('staff/shell/Frame.tsx', 'export function Frame() { return null; }');
      expect(untestedFolders(probe).sort()).toEqual(['hollow', 'staff/desk', 'untested']);
    } finally {
      rmSync(probe, { recursive: true, force: true });
    }
  });
});
