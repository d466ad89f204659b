import { normaliseText } from '../text-normaliser';

/**
 * The ways one Chinese target name is typed, made from the one the table writes (issue 30):
 * with or without hyphens, spaces and middle dots; 黏 or 粘; a Greek letter as the letter or
 * spelled in Chinese (α-平滑肌肌动蛋白, 阿尔法平滑肌肌动蛋白); 蛋白 or 蛋白质 at the end. Each way
 * is returned as a segmentation key: normalised like typed text (Greek letters folded to their
 * Latin names, full-width to half-width, lower case) and without separators.
 */

/** Greek letters as the normaliser writes them, and as Chinese researchers spell them out. */
const GREEK_IN_CHINESE: ReadonlyArray<readonly [string, string]> = [
  ['alpha', '阿尔法'],
  ['beta', '贝塔'],
  ['gamma', '伽马'],
  ['kappa', '卡帕'],
  ['delta', '德尔塔'],
];

/** A text as the segmenter compares it: the search normaliser's form without separators. */
export function segmentKey(text: string): string {
  return normaliseText(text).replace(/[^a-z0-9\u4e00-\u9fff]+/g, '');
}

export function chineseVariants(name: string): string[] {
  const base = segmentKey(name.replace(/[·・]/g, ''));
  const out = new Set<string>([base]);
  const add = (make: (s: string) => string) => {
    for (const v of [...out]) out.add(make(v));
  };
  add((s) => s.replace(/黏/g, '粘'));
  add((s) => s.replace(/粘/g, '黏'));
  for (const [latin, chinese] of GREEK_IN_CHINESE) {
    add((s) => s.replace(new RegExp(latin, 'g'), chinese));
    add((s) => s.replace(new RegExp(chinese, 'g'), latin));
  }
  add((s) => (s.endsWith('蛋白质') ? s.slice(0, -1) : s.endsWith('蛋白') ? `${s}质` : s));
  return [...out].filter((s) => /[\u4e00-\u9fff]/.test(s));
}
