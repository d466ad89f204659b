import { escapePart, splitEscaped, unescapePart } from './escaped-list';

/** The rule as first written, a character at a time: the sliced split must agree with it on every text. */
function splitOneByOne(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\' && i + 1 < text.length) {
      current += c + text[i + 1];
      i++;
    } else if (c === separator) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts;
}

describe('the list-in-a-cell syntax', () => {
  it('splits on separators that are not escaped, keeping escapes for the next level', () => {
    expect(splitEscaped('a.png|蛋白印迹|WB;b.png', ';')).toEqual(['a.png|蛋白印迹|WB', 'b.png']);
    expect(splitEscaped('a\\;b;c', ';')).toEqual(['a\\;b', 'c']);
    expect(splitEscaped('a\\\\;b', ';')).toEqual(['a\\\\', 'b']);
    expect(splitEscaped('trailing\\', ';')).toEqual(['trailing\\']);
    expect(splitEscaped('', '|')).toEqual(['']);
  });

  it('agrees with the one-character-at-a-time rule on any mix of separators and escapes', () => {
    const alphabet = ['a', '抗', ';', '|', '\\', ' '];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let n = 0; n < 2000; n++) {
      const text = Array.from({ length: next() % 12 }, () => alphabet[next() % alphabet.length]).join('');
      for (const separator of [';', '|']) expect(splitEscaped(text, separator)).toEqual(splitOneByOne(text, separator));
    }
  });

  it('escapes and unescapes a text back to itself', () => {
    for (const text of ['plain', 'a;b|c\\d', '\\', '磷酸化 (Ser15)|WB;IHC', '']) {
      const escaped = escapePart(text);
      expect(splitEscaped(escaped, ';')).toEqual([escaped]);
      expect(splitEscaped(escaped, '|')).toEqual([escaped]);
      expect(unescapePart(escaped)).toBe(text);
    }
    expect(escapePart('plain')).toBe('plain');
  });
});
