/**
 * The list page writes multi-value filters as Python-style list literals: ['WB','IHC'].
 * Also accepted: a single plain value (WB), double quotes, unquoted items, repeated query keys.
 * Returns null when the text is not a well-formed list, so the caller can refuse it.
 */
export function parseBracketList(input: unknown): string[] | null {
  if (input === undefined || input === null) return [];
  if (Array.isArray(input)) {
    const parts = input.map(parseBracketList);
    return parts.some((p) => p === null) ? null : (parts as string[][]).flat();
  }
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (text === '' || text === 'None') return [];
  if (!text.startsWith('[')) return text.includes(']') ? null : [text];
  if (!text.endsWith(']')) return null;
  return parseItems(text.slice(1, -1));
}

function parseItems(inner: string): string[] | null {
  const items: string[] = [];
  let i = 0;
  const skipSpaces = () => {
    while (i < inner.length && /\s/.test(inner[i] as string)) i++;
  };
  skipSpaces();
  if (i === inner.length) return [];
  for (;;) {
    skipSpaces();
    const quote = inner[i];
    let item = '';
    if (quote === "'" || quote === '"') {
      i++;
      while (i < inner.length && inner[i] !== quote) {
        if (inner[i] === '\\' && i + 1 < inner.length) i++;
        item += inner[i];
        i++;
      }
      if (i >= inner.length) return null;
      i++;
    } else {
      while (i < inner.length && inner[i] !== ',') {
        if (/['"[\]]/.test(inner[i] as string)) return null;
        item += inner[i];
        i++;
      }
      item = item.trim();
    }
    if (item.trim() !== '') items.push(item.trim());
    skipSpaces();
    if (i === inner.length) return items;
    if (inner[i] !== ',') return null;
    i++;
    skipSpaces();
    // A trailing comma ends the list, as it may in the page's own writing.
    if (i === inner.length) return items;
  }
}
