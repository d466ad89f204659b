import { execFileSync } from 'node:child_process';
import type { Response } from 'superagent';
import type { Test } from 'supertest';

/** The answer's body as bytes, whatever its type (superagent would otherwise leave a PDF unread). */
export function asBytes(request: Test): Test {
  return request.buffer(true).parse((res: Response, done: (error: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

/**
 * The text of a PDF as a reader's copy-and-paste would give it, by Debian's poppler-utils (scripts/test.sh
 * installs it): the text comes back through the embedded fonts' ToUnicode maps, so a glyph drawn in a font
 * that lacks it, or a map that is wrong, shows here.
 */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}

/** Pages of the PDF, from poppler's pdfinfo. */
export function pdfPages(pdf: Buffer): number {
  const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8');
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

/** Names of the fonts whose program is embedded in the file (FontFile2: TrueType, FontFile3: CFF/OpenType). */
export function embeddedFonts(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/FontName \/([A-Z]{6}\+[^\s/>]+)[^>]*?\/FontFile[23] /g)].map((m) => m[1]);
}
