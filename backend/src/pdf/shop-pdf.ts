import PDFDocument from 'pdfkit';
import type { Language } from '../http/request-language';
import type { Letterhead } from './letterhead';
import { FALLBACK_FONT, MAIN_FONT, fontRuns, shopFonts } from './pdf-fonts';

export const BRAND = '#0b5c8e';
export const INK = '#1d2733';
export const MUTED = '#5b6775';
export const RULE = '#b8c2cc';
export const SHADE = '#f2f5fa';

/** A4 in points; the top margin leaves room for the letterhead, the bottom one for the page number. */
const MARGINS = { top: 100, bottom: 56, left: 50, right: 50 };
/** Rows taller than this are written as a label over a paragraph. */
const BLOCK_ROW_HEIGHT = 240;

export interface ShopPdfOptions {
  language: Language;
  /** The document's title (PDF metadata and the label under the letterhead), e.g. "产品说明书". */
  title: string;
  /** Left of the page number on every page, e.g. the catalogue number. */
  footer: string;
  letterhead: Letterhead;
}

export interface TextStyle {
  size?: number;
  color?: string;
  width?: number;
  align?: 'left' | 'right' | 'center' | 'justify';
  lineGap?: number;
}

/**
 * One A4 document of the shop: letterhead on every page, page numbers, and text that may mix Chinese,
 * Latin and Greek (each run drawn in a font that has it). Pages are kept in memory until finish(),
 * which stamps letterhead and "page i of n" once the page count is known.
 */
export class ShopPdf {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<Buffer>;

  constructor(private readonly options: ShopPdfOptions) {
    const info = { Title: options.title, Author: options.letterhead.name, Creator: options.letterhead.name };
    this.doc = new PDFDocument({ size: 'A4', margins: MARGINS, bufferPages: true, autoFirstPage: false, info, lang: options.language === 'en' ? 'en' : 'zh-CN' });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.ended = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    const fonts = shopFonts();
    this.doc.registerFont(MAIN_FONT, fonts.main as never);
    this.doc.registerFont(FALLBACK_FONT, fonts.fallback as never);
    this.doc.addPage();
    this.doc.font(MAIN_FONT).fontSize(10).fillColor(INK);
  }

  get left(): number {
    return MARGINS.left;
  }

  get width(): number {
    return this.doc.page.width - MARGINS.left - MARGINS.right;
  }

  /** The lowest y text may reach on this page. */
  get bottom(): number {
    return this.doc.page.height - MARGINS.bottom;
  }

  get language(): Language {
    return this.options.language;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  heightOf(text: string, style: TextStyle = {}): number {
    this.doc.font(MAIN_FONT).fontSize(style.size ?? 10);
    return this.doc.heightOfString(text, { width: style.width ?? this.width, lineGap: style.lineGap ?? 2 });
  }

  /**
   * Writes wrapped text from (x, y), flowing onto new pages when it is longer than the page; a run
   * of Greek or arrows in the middle of a line is drawn in the fallback font without breaking the line.
   */
  write(text: string, x: number, y: number, style: TextStyle = {}): void {
    const { doc } = this;
    const runs = fontRuns(text);
    const size = style.size ?? 10;
    const options = { width: style.width ?? this.width, align: style.align ?? 'left', lineGap: style.lineGap ?? 2, baseline: baseline(size) };
    doc.fontSize(size).fillColor(style.color ?? INK);
    runs.forEach((run, i) => {
      doc.font(run.font);
      const continued = i < runs.length - 1;
      if (i === 0) doc.text(run.text, x, y, { ...options, continued });
      else doc.text(run.text, { ...options, continued });
    });
    if (runs.length === 0) doc.text('', x, y, options);
    doc.font(MAIN_FONT).fillColor(INK);
    doc.x = this.left;
  }

  /** A section title with a rule under it, kept on the page of what follows it. */
  heading(text: string, keepWith = 40): void {
    // The heading's own height as drawn below (space, text, rule), not a guess: a guess short by a few points
    // strands the heading at the foot of the page when what follows only just does not fit.
    this.ensureSpace(16 + this.heightOf(text, { size: 13 }) + keepWith);
    this.doc.y += 8;
    this.write(text, this.left, this.doc.y, { size: 13, color: BRAND });
    const y = this.doc.y + 2;
    this.doc.moveTo(this.left, y).lineTo(this.left + this.width, y).lineWidth(0.8).strokeColor(BRAND).stroke();
    this.doc.y = y + 6;
  }

  /** A paragraph across the page; long ones continue on the next pages. */
  paragraph(text: string, style: TextStyle = {}): void {
    this.ensureSpace(this.heightOf('X', style) + 4);
    this.write(text, this.left, this.doc.y, style);
    this.doc.y += 4;
  }

  /**
   * Two-column rows (label | value) with borders. A row is never split: it moves to the next page
   * whole, unless it is taller than a page, in which case its value is written as a flowing paragraph.
   */
  rows(rows: [label: string, value: string][], labelWidth = 150): void {
    const pad = 4;
    const valueWidth = this.width - labelWidth - 2 * pad;
    for (const [label, value] of rows) {
      const height = Math.max(this.heightOf(label, { width: labelWidth - 2 * pad }), this.heightOf(value, { width: valueWidth - pad })) + 2 * pad;
      // A long value (a background of several paragraphs) flows across the page under its label
      // instead of moving whole to the next page and leaving a gap.
      if (height > BLOCK_ROW_HEIGHT) {
        this.ensureSpace(40);
        this.write(label, this.left, this.doc.y + pad, { color: MUTED });
        this.doc.y += 2;
        this.paragraph(value);
        continue;
      }
      const top = this.rowFrame(labelWidth, height);
      this.write(label, this.left + pad, top + pad, { width: labelWidth - 2 * pad, color: MUTED });
      this.write(value, this.left + labelWidth + pad, top + pad, { width: valueWidth - pad });
      this.doc.y = top + height;
    }
    this.doc.y += 6;
  }

  /** The height `rows` takes as drawn by rows(), or 0 when a row flows as a paragraph (no fixed height). */
  rowsHeight(rows: [label: string, value: string][], labelWidth = 150): number {
    const pad = 4;
    const valueWidth = this.width - labelWidth - 2 * pad;
    let total = 0;
    for (const [label, value] of rows) {
      const height = Math.max(this.heightOf(label, { width: labelWidth - 2 * pad }), this.heightOf(value, { width: valueWidth - pad })) + 2 * pad;
      if (height > BLOCK_ROW_HEIGHT) return 0;
      total += height;
    }
    return total + 6;
  }

  /** The writable height of a page (between the margins). */
  get pageHeight(): number {
    return this.bottom - this.doc.page.margins.top;
  }

  /** Stamps letterhead and page numbers on every page and answers the finished file. */
  /**
   * Starts a table row of `height` here (on a new page when it does not fit): a shaded label cell and
   * the ruled frame around label and answer. Returns the row's top.
   */
  rowFrame(labelWidth: number, height: number): number {
    this.ensureSpace(height);
    const top = this.doc.y;
    this.doc.rect(this.left, top, labelWidth, height).fill(SHADE);
    this.doc.rect(this.left, top, this.width, height).moveTo(this.left + labelWidth, top).lineTo(this.left + labelWidth, top + height);
    this.doc.lineWidth(0.5).strokeColor(RULE).stroke();
    return top;
  }

  finish(): Promise<Buffer> {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      this.drawLetterhead();
      this.drawFooter(i - range.start + 1, range.count);
    }
    doc.end();
    return this.ended;
  }

  private drawLetterhead(): void {
    const { doc } = this;
    const { letterhead, title } = this.options;
    drawLogo(doc, this.left, 32, 34);
    doc.font(MAIN_FONT).fontSize(16).fillColor(BRAND).text(letterhead.name, this.left + 44, 33, { lineBreak: false });
    doc.fontSize(9).fillColor(MUTED).text(title, this.left + 44, 54, { lineBreak: false });
    const right = { width: 300, align: 'right' as const, lineBreak: false };
    const x = this.left + this.width - 300;
    doc.fontSize(8).fillColor(MUTED);
    this.stampLine(letterhead.address, x, 32, right);
    this.stampLine(`${this.options.language === 'en' ? 'Tel' : '电话'} ${letterhead.phone} · ${letterhead.email}`, x, 44, right);
    this.stampLine(letterhead.website, x, 56, right);
    doc.moveTo(this.left, 76).lineTo(this.left + this.width, 76).lineWidth(1.2).strokeColor(BRAND).stroke();
  }

  private drawFooter(page: number, pages: number): void {
    const { doc } = this;
    const y = doc.page.height - 38;
    doc.moveTo(this.left, y - 6).lineTo(this.left + this.width, y - 6).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.font(MAIN_FONT).fontSize(8).fillColor(MUTED);
    this.stampLine(this.fitted(this.options.footer, this.width - 110), this.left, y, { lineBreak: false });
    const number = this.options.language === 'en' ? `Page ${page} of ${pages}` : `第 ${page} 页，共 ${pages} 页`;
    this.stampLine(number, this.left + this.width - 100, y, { width: 100, align: 'right', lineBreak: false });
  }

  /** The text cut to one line of `width` points at the current size, with an ellipsis if it had to be cut. */
  private fitted(text: string, width: number): string {
    if (this.doc.widthOfString(text) <= width) return text;
    let chars = [...text];
    while (chars.length > 1 && this.doc.widthOfString(`${chars.join('')}…`) > width) chars = chars.slice(0, Math.ceil(chars.length * 0.9) - 1);
    return `${chars.join('').trimEnd()}…`;
  }

  /** One line outside the text area (letterhead, footer), which must never start a new page. */
  private stampLine(text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions, size = 8): void {
    const margins = this.doc.page.margins;
    const saved = { top: margins.top, bottom: margins.bottom };
    margins.top = 0;
    margins.bottom = 0;
    const runs = fontRuns(text);
    const aligned = { ...options, baseline: baseline(size) };
    this.doc.fontSize(size);
    runs.forEach((run, i) => {
      this.doc.font(run.font);
      const continued = i < runs.length - 1;
      if (i === 0) this.doc.text(run.text, x, y, { ...aligned, continued });
      else this.doc.text(run.text, { ...aligned, continued });
    });
    this.doc.font(MAIN_FONT);
    Object.assign(margins, saved);
  }
}

/**
 * Where every run's baseline sits below the line's top: the main font's ascender, whatever font draws
 * the run. pdfkit otherwise uses each font's own ascender, and DejaVu's Greek letters stood higher than
 * the Noto Sans SC text around them.
 */
function baseline(size: number): number {
  const { main } = shopFonts();
  return -((main.ascent / main.unitsPerEm) * size);
}

/** The site's favicon (frontend/public/favicon.svg, a 32-unit square) drawn as vectors. */
function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, size: number): void {
  doc.save().translate(x, y).scale(size / 32);
  doc.roundedRect(0, 0, 32, 32, 6).fill(BRAND);
  doc.path('M16 27V15M16 15 8 6M16 15l8-9').lineWidth(3).lineCap('round').strokeColor('#ffffff').stroke();
  doc.circle(8, 6, 2.5).fill('#7fd1ff');
  doc.circle(24, 6, 2.5).fill('#7fd1ff');
  doc.restore();
}
