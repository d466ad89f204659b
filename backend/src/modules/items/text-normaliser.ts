/**
 * One normaliser for the text the catalogue is indexed with and the text researchers type (issue
 * 23). Catalogues and researchers write one name many ways — Ki-67, Ki67, Ki 67, Ｋｉ－６７; β-actin,
 * beta-Actin, b-actin; Erk1/2; CD3ε; Phospho-Akt (Ser473), pS473 — and both sides are brought to
 * the same words here, so they meet whatever the engine.
 *
 * The rules are one table of regular expressions written in the subset JavaScript and PostgreSQL
 * (ARE) read alike (lookarounds, bracket classes, no \b): the TypeScript functions below apply
 * them, and the PostgreSQL engine indexes with SQL functions generated from the same table
 * (search/search-normaliser.ts, created by a migration); a test holds the two to the same answers.
 * The table is the catalogue's knowledge of how antibody names are written, so it lives with the
 * catalogue's other words (search-words.ts, the vocabularies); the engines read it from here.
 *
 * After normalisation a text is lower-case words of letters and digits separated by spaces, where a
 * word may be a compound of pieces joined by `-./_:+'` (ki-67, cd3-epsilon-) and `|` separates
 * alternatives (erk1|erk2, from Erk1/2).
 */

/** Letters and digits of a name, after lower case and NFKC (Chinese characters count as letters). */
const W = 'a-z0-9\\u4e00-\\u9fff';
/**
 * Rule boundaries look at Latin letters and digits only: a Chinese character beside a name ("兔单抗p53")
 * separates it like a space, and PostgreSQL compiles a class without the 20,000 CJK characters fast.
 */
const L = 'a-z0-9';
const NOT_AFTER_WORD = `(?<![${L}])`;
const NOT_BEFORE_WORD = `(?![${L}])`;
/** What joins the pieces of one compound name. */
export const JOINERS = "-./_:+'";
export const JOINER_CLASS = `[-./_:+']`;

/** Greek letters (lower case) and the Latin names catalogues also write. */
export const GREEK: ReadonlyArray<readonly [string, string]> = [
  ['α', 'alpha'], ['β', 'beta'], ['γ', 'gamma'], ['δ', 'delta'], ['ε', 'epsilon'], ['ζ', 'zeta'], ['η', 'eta'],
  ['θ', 'theta'], ['ι', 'iota'], ['κ', 'kappa'], ['λ', 'lambda'], ['μ', 'mu'], ['ν', 'nu'], ['ξ', 'xi'],
  ['π', 'pi'], ['ρ', 'rho'], ['σ', 'sigma'], ['ς', 'sigma'], ['τ', 'tau'], ['φ', 'phi'], ['χ', 'chi'],
  ['ψ', 'psi'], ['ω', 'omega'],
];

/**
 * Targets researchers write with a Latin letter for the Greek one ("b-actin", "a-SMA"): only before
 * these, since B-Raf and B-cell are no beta.
 */
export const BETA_PREFIXED = ['actin', 'catenin', 'tubulin', 'arrestin', 'galactosidase', 'amyloid', 'integrin', 'crystallin', 'secretase', 'glucuronidase', 'defensin', 'adrenergic'];
export const ALPHA_PREFIXED = ['tubulin', 'actinin', 'synuclein', 'sma', 'catenin', 'fetoprotein', 'crystallin', 'adrenergic', 'actin'];

/** Amino acids of phosphorylation, cleavage and histone-mark sites, three letters → one. */
export const RESIDUES: ReadonlyArray<readonly [string, string]> = [
  ['ser', 's'], ['thr', 't'], ['tyr', 'y'], ['asp', 'd'], ['lys', 'k'],
];

/** Marks and dashes of other alphabets a name may carry. */
export const TRADEMARKS = '[®™℠©]';
const DASHES = ['‐', '‑', '‒', '–', '—', '―', '−', '﹣'];

export interface Rule {
  /** A regular expression in the shared subset, applied with the g flag; with `literal`, a plain text. */
  pattern: string;
  /** Replaced as plain text (PostgreSQL's replace(), no regular expression to compile). */
  literal?: true;
  /** Its replacement; `$1`, `$2` are the groups (PostgreSQL's \1, \2). */
  replacement: string;
}

const alternation = (words: readonly string[]) => `(${words.join('|')})`;

/**
 * The rules after lower case and NFKC, in order. Each must mean the same in JavaScript and
 * PostgreSQL: the SQL function is generated from this list.
 */
export const RULES: readonly Rule[] = [
  ...DASHES.map((dash) => ({ pattern: dash, replacement: '-', literal: true as const })),
  { pattern: '[ \\t\\n\\r\\u3000]+', replacement: ' ' },
  // Greek letters become their Latin names as pieces of the compound they stand in: CD3ε → cd3-epsilon-.
  ...GREEK.map(([letter, name]) => ({ pattern: letter, replacement: `-${name}-`, literal: true as const })),
  // b-actin → beta-actin, a-tubulin → alpha-tubulin (only before the targets listed).
  { pattern: `${NOT_AFTER_WORD}b-(?=${alternation(BETA_PREFIXED)}${NOT_BEFORE_WORD})`, replacement: 'beta-' },
  { pattern: `${NOT_AFTER_WORD}a-(?=${alternation(ALPHA_PREFIXED)}${NOT_BEFORE_WORD})`, replacement: 'alpha-' },
  // Sites: phospho-Ser473, pSer473, pS473, Ser-473, Ser 473 → s473 (phospho is implied by the site).
  { pattern: `${NOT_AFTER_WORD}phospho-?(?=(ser|thr|tyr|s|t|y)[- ]?[0-9])`, replacement: '' },
  { pattern: `${NOT_AFTER_WORD}p-?(?=(ser|thr|tyr)[- ]?[0-9])`, replacement: '' },
  { pattern: `${NOT_AFTER_WORD}p(?=[sty][0-9]{2,4}${NOT_BEFORE_WORD})`, replacement: '' },
  ...RESIDUES.map(([three, one]) => ({ pattern: `${NOT_AFTER_WORD}${three}[- ]?(?=[0-9]{1,4}(?![0-9]))`, replacement: one })),
  // Erk1/2 → erk1|erk2, p44/42 → p44|p42, Ser235/236 → s235|s236: either name.
  { pattern: `${NOT_AFTER_WORD}([a-z]+)([0-9]{1,3})/([0-9]{1,3})${NOT_BEFORE_WORD}`, replacement: '$1$2|$1$3' },
  // Ki 67 → ki-67: a short word and the number after it are one name as often as two words.
  { pattern: `${NOT_AFTER_WORD}([a-z]{1,10}) ([0-9]{1,3})(?![${L}.])`, replacement: '$1-$2' },
  // Anything else that is no letter, digit, joiner or alternative separates words.
  { pattern: `[^${W}${JOINERS.replace('-', '\\-')}|]+`, replacement: ' ' },
];

/** A compound in normalised text: pieces joined by joiners (found for its joined form). */
export const COMPOUND = `[${W}]+(${JOINER_CLASS}+[${W}]+)+`;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const compiled = RULES.map((r) => ({ regex: new RegExp(r.literal ? escapeRegex(r.pattern) : r.pattern, 'gu'), replacement: r.replacement }));
const TRADEMARK_REGEX = new RegExp(TRADEMARKS, 'gu');

/** Lower case, NFKC, without trademark signs (NFKC would spell ™ as "tm"). */
export function foldText(text: string): string {
  return text.replace(TRADEMARK_REGEX, '').normalize('NFKC').toLowerCase();
}

/** The text after every rule: lower-case words, compounds (ki-67) and alternatives (erk1|erk2), single spaces. */
export function normaliseText(text: string): string {
  let out = foldText(text);
  for (const rule of compiled) out = out.replace(rule.regex, rule.replacement);
  return out.trim().replace(/ +/g, ' ');
}

const JOINER_RUN = new RegExp(`${JOINER_CLASS}+`, 'g');
const COMPOUND_REGEX = new RegExp(COMPOUND, 'gu');

/**
 * The words a text is indexed with: every piece, each alternative, and each compound once more
 * joined ("Ki-67 (MIB-1)" → 'ki 67 mib 1 ki67 mib1'). A typed compound matches either form.
 */
export function indexText(text: string): string {
  const normal = normaliseText(text);
  const pieces = normal.replace(/[-./_:+'|]+/g, ' ').trim().replace(/ +/g, ' ');
  const joined = (normal.match(COMPOUND_REGEX) ?? []).map((c) => c.replace(JOINER_RUN, ''));
  return [pieces, ...joined].filter(Boolean).join(' ');
}

/**
 * A name as a key (exact-target comparisons): the normalised text without separators, so
 * "Beta-Actin", "β-actin" and "beta actin" are all 'betaactin'.
 */
export function compactKey(text: string): string {
  return normaliseText(text).replace(/[^a-z0-9\u4e00-\u9fff]+/gu, '');
}

/** One typed word: its alternatives, each a run of pieces (one piece, or a compound's pieces in order). */
export interface TypedWord {
  /** The word as one token: the compound joined ('ki67'); the first alternative for Erk1/2. */
  joined: string;
  /** Ways the word may be written in the catalogue: ['ki67'], ['ki', '67'] for Ki-67; ['erk1'], ['erk2'] for Erk1/2. */
  alternatives: string[][];
  /**
   * Written as several names ('erk1|erk2'; a Chinese target name read as 'met|c-met|hgf-receptor'): each is a whole
   * name, never the start of a longer word. Absent for a word written one way, compounds included (Ki-67).
   */
  names?: true;
}

/** The words of typed text, normalised like the catalogue's. */
export function typedWords(text: string): TypedWord[] {
  const words: TypedWord[] = [];
  for (const word of normaliseText(text).split(' ')) {
    const alternatives: string[][] = [];
    const written = word.split('|');
    for (const alternative of written) {
      const pieces = alternative.split(JOINER_RUN).filter(Boolean);
      if (pieces.length === 0) continue;
      alternatives.push([pieces.join('')]);
      if (pieces.length > 1) alternatives.push(pieces);
      // p-Akt, p-ERK: researchers' shorthand for phospho-; the target alone is what the catalogue writes.
      if (pieces.length === 2 && pieces[0] === 'p' && /^[a-z]/.test(pieces[1])) alternatives.push([pieces[1]]);
    }
    if (alternatives.length > 0) words.push({ joined: alternatives[0][0], alternatives, ...(written.filter(Boolean).length > 1 ? { names: true as const } : {}) });
  }
  return words;
}
