import * as fontkit from 'fontkit';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { woffToSfnt } from './woff';

/** Same depth under src/ and dist/, so this finds backend/assets/fonts in both (see assets/fonts/README.md). */
const FONT_DIR = join(__dirname, '..', '..', 'assets', 'fonts');

/** The names documents use with doc.font(). */
export const MAIN_FONT = 'NotoSansSC';
export const FALLBACK_FONT = 'DejaVuSans';

export interface ShopFonts {
  main: fontkit.Font;
  fallback: fontkit.Font;
}

let loaded: ShopFonts | null = null;

/**
 * Parsed once per thread and handed to every document: pdfkit would otherwise parse the 2.5 MB CJK
 * font again for each PDF. Each document still embeds its own subset of the glyphs it used.
 */
export function shopFonts(): ShopFonts {
  loaded ??= {
    main: fontkit.create(woffToSfnt(readFileSync(join(FONT_DIR, 'NotoSansSC-Regular.woff')))) as fontkit.Font,
    fallback: fontkit.create(readFileSync(join(FONT_DIR, 'DejaVuSans.ttf'))) as fontkit.Font,
  };
  return loaded;
}

export interface FontRun {
  font: typeof MAIN_FONT | typeof FALLBACK_FONT;
  text: string;
}

/**
 * Splits text into runs the main font can draw and runs for the fallback (Greek letters, arrows, ≥):
 * Noto Sans SC's simplified-Chinese subset has Latin, digits, ¥, µ and °, but not "TNF-α".
 */
export function fontRuns(text: string): FontRun[] {
  const { main } = shopFonts();
  const runs: FontRun[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    // Spaces and line breaks stay with the run they are in, so words break as the main font spaces them.
    const font = code <= 0x20 || main.hasGlyphForCodePoint(code) ? MAIN_FONT : FALLBACK_FONT;
    const last = runs[runs.length - 1];
    if (last && (last.font === font || code <= 0x20)) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}
