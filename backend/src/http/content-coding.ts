/** The content codings the shop sends: brotli (~13-20 % fewer bytes than gzip on its scripts and pages) and gzip. */
export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to answer with for this Accept-Encoding (RFC 9110 §12.5.3), or undefined for the
 * bytes as they are. Each coding's weight is its own q-value, else that of `*` (which counts for
 * the codings the header does not name), else 0; q=0 refuses. The higher weight wins, brotli on a
 * tie. `identity` only competes when the header names it: `gzip;q=0.5, identity` asks for the
 * plain bytes. No header, or one that names nothing we send, gives undefined.
 */
export function preferredCoding(header: string | undefined): ContentCoding | undefined {
  if (!header) return undefined;
  const named = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawCoding, ...params] = part.split(';');
    let coding = rawCoding.trim().toLowerCase();
    if (!coding) continue;
    if (coding === 'x-gzip') coding = 'gzip';
    let q = 1;
    for (const param of params) {
      const [name, value = ''] = param.split('=').map((token) => token.trim());
      if (name.toLowerCase() === 'q') q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    }
    // Named twice: the friendlier weight counts.
    named.set(coding, Math.max(q, named.get(coding) ?? 0));
  }
  const weight = (coding: string) => named.get(coding) ?? named.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  const best = Math.max(br, gzip);
  if (best <= 0 || (named.get('identity') ?? 0) > best) return undefined;
  return br >= gzip ? 'br' : 'gzip';
}
