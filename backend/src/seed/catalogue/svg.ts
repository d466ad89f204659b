/** Minimal SVG helpers: text must be escaped because product names contain '&', '<' and quotes. */

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;'));
}

/** One decimal is plenty at these sizes and keeps files small. */
export function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Splits a title into at most `lines` lines of about `width` characters at spaces. */
export function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = truncate(`${kept[lines - 1]} ${out.slice(lines).join(' ')}`, width);
    return kept;
  }
  return out;
}
