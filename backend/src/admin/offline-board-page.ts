import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Bull Board's page asks Google Fonts for its typeface; a staff page must not call an outside host. */
const OUTSIDE_FONTS = /\s*<link[^>]+https:\/\/fonts\.(googleapis|gstatic)\.com[^>]*>/g;

/**
 * A copy of Bull Board's page template without the outside font link (the page falls back to the
 * system sans-serif), written once at start-up; returns the folder to hand to setViewsPath, or
 * null where no temporary folder can be written (the board then keeps its own page: the CSP still
 * blocks the font request).
 */
export function offlineBoardViews(): string | null {
  const original = join(dirname(require.resolve('@bull-board/ui/package.json')), 'dist', 'index.ejs');
  try {
    const folder = mkdtempSync(join(tmpdir(), 'shop-queue-board-'));
    writeFileSync(join(folder, 'index.ejs'), readFileSync(original, 'utf8').replace(OUTSIDE_FONTS, ''));
    return folder;
  } catch {
    return null;
  }
}
