import TARGET_NAMES from './target-names.json';

/**
 * The shipped target-name table is data (issue 30): these checks hold every entry to the shape
 * search reads, and the Chinese names to one target each. Each check gathers what is wrong and
 * compares it with an empty list, so a failure names the entries at fault.
 */

interface Entry {
  symbol: string;
  en: string[];
  zh: string[];
  group: string;
  control?: string;
}

const GROUPS = [
  'loading-control', 'cytoskeleton', 'proliferation', 'apoptosis', 'autophagy', 'dna-damage', 'kinase', 'signalling',
  'cd-antigen', 'checkpoint', 'cytokine', 'receptor', 'histone', 'epigenetic', 'neuronal', 'glial', 'epithelial',
  'mesenchymal', 'endothelial', 'stem-cell', 'heat-shock', 'transcription-factor', 'tag', 'metabolism', 'cell-cycle',
  'immune', 'hormone-receptor', 'other',
];
const CONTROLS = ['whole', 'nuclear', 'membrane', 'mitochondrial', 'cytoplasmic'];
const REQUIRED_CONTROLS = ['whole', 'nuclear', 'membrane', 'mitochondrial'];
/** Words that name no target alone. */
const GENERIC = ['蛋白', '蛋白质', '抗体', '受体', '激酶', '因子', '抗原', '标签'];
const CJK = /[\u3400-\u4dbf\u4e00-\u9fff]/;

const entries = TARGET_NAMES as Entry[];

/** A Chinese name as the uniqueness check compares it: NFKC, lower case, no hyphens, spaces or middle dots. */
const zhKey = (name: string) => name.normalize('NFKC').toLowerCase().replace(/[\s\-‐‑‒–—―−·・]/g, '');

const isTrimmedText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.trim() === value;

describe('target-names.json', () => {
  it('is an array of at least 520 entries', () => {
    expect(Array.isArray(TARGET_NAMES)).toBe(true);
    expect(entries.length).toBeGreaterThanOrEqual(520);
  });

  it('gives every entry a symbol, English names and Chinese names', () => {
    const wrong: string[] = [];
    for (const e of entries) {
      const label = JSON.stringify(e.symbol);
      if (!isTrimmedText(e.symbol) || e.symbol.length > 40) wrong.push(`${label}: symbol`);
      if (!Array.isArray(e.en) || e.en.length === 0) wrong.push(`${label}: no English name`);
      else for (const n of e.en) if (!isTrimmedText(n)) wrong.push(`${label}: English name ${JSON.stringify(n)}`);
      if (!Array.isArray(e.zh) || e.zh.length === 0) wrong.push(`${label}: no Chinese name`);
      else for (const n of e.zh) if (!isTrimmedText(n) || !CJK.test(n)) wrong.push(`${label}: Chinese name ${JSON.stringify(n)}`);
      const extra = Object.keys(e).filter((k) => !['symbol', 'en', 'zh', 'group', 'control'].includes(k));
      if (extra.length) wrong.push(`${label}: unknown fields ${extra.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('puts every entry in a known group', () => {
    expect(entries.filter((e) => !GROUPS.includes(e.group)).map((e) => `${e.symbol}: ${e.group}`)).toEqual([]);
  });

  it('marks loading controls only, with a known kind, and has each kind the search reads', () => {
    const marked = entries.filter((e) => e.control !== undefined);
    expect(marked.filter((e) => !CONTROLS.includes(e.control as string)).map((e) => `${e.symbol}: ${e.control}`)).toEqual([]);
    expect(marked.filter((e) => e.group !== 'loading-control').map((e) => `${e.symbol}: ${e.group}`)).toEqual([]);
    const kinds = new Set(marked.map((e) => e.control));
    expect(REQUIRED_CONTROLS.filter((k) => !kinds.has(k))).toEqual([]);
  });

  it('names each target once (symbols unique, ignoring case)', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const e of entries) {
      const key = String(e.symbol).toUpperCase();
      if (seen.has(key)) repeated.push(`${seen.get(key)} / ${e.symbol}`);
      else seen.set(key, e.symbol);
    }
    expect(repeated).toEqual([]);
  });

  it('gives each Chinese name to one target only', () => {
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const e of entries) {
      for (const name of e.zh ?? []) {
        const key = zhKey(name);
        const first = owner.get(key);
        if (first !== undefined && first !== e.symbol) shared.push(`${name}: ${first} / ${e.symbol}`);
        if (first === undefined) owner.set(key, e.symbol);
      }
    }
    expect(shared).toEqual([]);
  });

  it('uses no generic word alone as a Chinese name', () => {
    const generic = new Set(GENERIC.map(zhKey));
    const found = entries.flatMap((e) => (e.zh ?? []).filter((n) => generic.has(zhKey(n))).map((n) => `${e.symbol}: ${n}`));
    expect(found).toEqual([]);
  });
});
