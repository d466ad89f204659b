import type { Language } from '../../../http/request-language';
import type { Letterhead } from '../../../pdf/letterhead';
import { BRAND, INK, MUTED, RULE, SHADE, ShopPdf } from '../../../pdf/shop-pdf';
import type { FeedbackField, FeedbackForm } from './forms';
import type { LocalizedText } from '@shop/contract';


const LABEL_WIDTH = 190;
const PAD = 5;
const WRITING_LINE = 22;
const BOX_HEIGHT = 78;

const L = (zh: string, en: string): LocalizedText => ({ zh, en });
const HOW = L(
  '使用方法：打印后手写填写，或用 PDF 阅读器的填写/批注工具在屏幕上填写。请尽量完整填写实验条件，并附上原始、未裁剪的图片及对照结果，发送至技术支持邮箱 {email}。我们将在 24 小时内（工作日）回复。',
  "How to use: print this form and fill it in by hand, or type into it with your PDF reader's fill-in or comment tools. Describe your conditions as completely as you can, attach raw, uncropped images including your controls, and send everything to our technical support e-mail, {email}. We reply within 24 hours on working days.",
);
const OTHER = L('其他', 'Other');
const SIGNATURE = L('填写人签名', 'Signature');
const DATE = L('日期', 'Date');

/** A printable form: each question a row, with lines to write on, a box, or boxes to tick. */
export function renderFeedbackForm(form: FeedbackForm, language: Language, letterhead: Letterhead): Promise<Buffer> {
  const t = (text: LocalizedText) => text[language];
  const pdf = new ShopPdf({ language, title: t(form.title), footer: `${t(form.title)} · ${letterhead.email}`, letterhead });
  pdf.doc.y = pdf.doc.page.margins.top;
  pdf.paragraph(t(form.title), { size: 17, color: BRAND });
  const how = t(HOW).replace('{email}', letterhead.email);
  const top = pdf.doc.y + 2;
  const height = pdf.heightOf(how, { size: 9, width: pdf.width - 2 * PAD }) + 2 * PAD;
  pdf.doc.rect(pdf.left, top, pdf.width, height).fillAndStroke(SHADE, RULE);
  pdf.write(how, pdf.left + PAD, top + PAD, { size: 9, width: pdf.width - 2 * PAD, color: MUTED });
  pdf.doc.y = top + height + 4;
  for (const section of form.sections) {
    pdf.heading(t(section.title));
    for (const field of section.fields) row(pdf, field, t);
    pdf.doc.y += 4;
  }
  pdf.ensureSpace(50);
  pdf.doc.y += 24;
  const y = pdf.doc.y;
  pdf.write(`${t(SIGNATURE)}:`, pdf.left, y);
  writingLine(pdf, pdf.left + 90, y + 12, 170);
  pdf.write(`${t(DATE)}:`, pdf.left + 300, y);
  writingLine(pdf, pdf.left + 350, y + 12, pdf.width - 350);
  return pdf.finish();
}

/** One question: its label on the left, room for the answer on the right; never split over two pages. */
function row(pdf: ShopPdf, field: FeedbackField, t: (text: LocalizedText) => string): void {
  const answerX = pdf.left + LABEL_WIDTH + PAD;
  const answerWidth = pdf.width - LABEL_WIDTH - 2 * PAD;
  const label = t(field.label);
  const labelHeight = pdf.heightOf(label, { width: LABEL_WIDTH - 2 * PAD });
  const choices = field.kind === 'choice' || field.kind === 'checks' ? layoutChoices(pdf, field, t, answerWidth) : null;
  const answerHeight = field.kind === 'box' ? BOX_HEIGHT : choices ? choices.height : WRITING_LINE;
  const height = Math.max(labelHeight, answerHeight) + 2 * PAD;
  const top = pdf.rowFrame(LABEL_WIDTH, height);
  pdf.write(label, pdf.left + PAD, top + PAD, { width: LABEL_WIDTH - 2 * PAD, color: INK });
  if (field.kind === 'line') writingLine(pdf, answerX, top + PAD + WRITING_LINE - 4, answerWidth);
  if (field.kind === 'box') {
    for (let y = top + PAD + WRITING_LINE - 4; y < top + height - PAD; y += WRITING_LINE) writingLine(pdf, answerX, y, answerWidth);
  }
  if (choices) {
    for (const item of choices.items) {
      const y = top + PAD + item.y;
      if (item.tick === 'circle') pdf.doc.circle(answerX + item.x + 4.5, y + 7, 4.5);
      else if (item.tick === 'square') pdf.doc.rect(answerX + item.x, y + 2.5, 9, 9);
      if (item.tick) pdf.doc.lineWidth(0.7).strokeColor(INK).stroke();
      pdf.write(item.text, answerX + item.x + (item.tick ? 13 : 0), y, { width: answerWidth });
      if (item.line) writingLine(pdf, answerX + item.x + item.line.from, y + 13, item.line.width);
    }
  }
  pdf.doc.y = top + height;
}

interface Placed {
  text: string;
  x: number;
  y: number;
  tick: 'circle' | 'square' | null;
  line?: { from: number; width: number };
}

/** The choices placed left to right, wrapping to a new line when the next does not fit; "Other: ____" last. */
function layoutChoices(pdf: ShopPdf, field: Extract<FeedbackField, { choices: LocalizedText[] }>, t: (text: LocalizedText) => string, width: number) {
  const tick = field.kind === 'choice' ? 'circle' : 'square';
  const items: Placed[] = [];
  let x = 0;
  let y = 0;
  const place = (text: string, extra: number, line?: number) => {
    pdf.doc.fontSize(10);
    const itemWidth = 13 + pdf.doc.widthOfString(text) + extra;
    if (x > 0 && x + itemWidth > width) {
      x = 0;
      y += WRITING_LINE - 4;
    }
    items.push({ text, x, y, tick, ...(line ? { line: { from: 13 + pdf.doc.widthOfString(text) + 3, width: line } } : {}) });
    x += itemWidth + 16;
  };
  for (const choice of field.choices) place(t(choice), 0);
  if (field.other) place(`${t(OTHER)}:`, 93, 90);
  return { items, height: y + WRITING_LINE - 2 };
}

function writingLine(pdf: ShopPdf, x: number, y: number, width: number): void {
  pdf.doc.moveTo(x, y).lineTo(x + width, y).lineWidth(0.5).dash(1.5, { space: 2 }).strokeColor(MUTED).stroke().undash();
}
