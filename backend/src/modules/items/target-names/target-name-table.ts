import { chineseVariants, segmentKey } from './chinese-variants';

/**
 * The Chinese names of antibody targets (issue 30): the table the shop ships
 * (target-names.json, data checked by target-names.data.spec.ts) and the names staff add
 * (`target_name_additions`), as one lookup. Search reads a Chinese target name as the target's
 * symbol — the form suppliers' sheets write in the gene column — so 波形蛋白 finds what VIM finds,
 * in either engine. No module import but the normaliser: the lookups are pure.
 */

/** Where a loading control sits (内参, 核内参, 膜蛋白内参, 线粒体内参). */
export const CONTROL_KINDS = ['whole', 'nuclear', 'membrane', 'mitochondrial', 'cytoplasmic'] as const;
export type ControlKind = (typeof CONTROL_KINDS)[number];

export interface ShippedTarget {
  symbol: string;
  en: string[];
  zh: string[];
  group: string;
  control?: ControlKind;
}

export interface AddedTargetName {
  id: number;
  symbol: string;
  name: string;
}

export interface TargetEntry {
  symbol: string;
  en: readonly string[];
  zh: readonly string[];
  added: AddedTargetName[];
  control?: ControlKind;
}

const latinKey = (text: string) => segmentKey(text);

export class TargetNameTable {
  private readonly bySymbol = new Map<string, TargetEntry>();
  /** Chinese segmentation keys (every variant of every name) → entry. */
  readonly chinese = new Map<string, TargetEntry>();
  /** Latin keys of symbols and English names → entry ('cd4', 'pdl1', 'betaactin'). */
  private readonly latin = new Map<string, TargetEntry>();
  private readonly spellings = new Set<string>();

  constructor(shipped: readonly ShippedTarget[], added: readonly AddedTargetName[]) {
    for (const t of shipped) this.entry(t.symbol, { en: t.en, zh: t.zh, control: t.control });
    for (const a of added) this.entry(a.symbol, {}).added.push(a);
    for (const entry of this.bySymbol.values()) {
      for (const name of [...entry.zh, ...entry.added.map((a) => a.name)]) {
        for (const key of chineseVariants(name)) if (!this.chinese.has(key)) this.chinese.set(key, entry);
      }
      // The symbol wins over another target's English alias of the same spelling.
      const key = latinKey(entry.symbol);
      if (key) this.latin.set(key, entry);
    }
    for (const entry of this.bySymbol.values()) {
      for (const name of [entry.symbol, ...entry.en]) this.spellings.add(name.normalize('NFKC').toLowerCase());
      for (const name of entry.en) {
        const key = latinKey(name);
        if (key && !this.latin.has(key)) this.latin.set(key, entry);
      }
    }
  }

  private entry(symbol: string, from: Partial<TargetEntry>): TargetEntry {
    const key = symbol.toUpperCase();
    let entry = this.bySymbol.get(key);
    if (!entry) {
      entry = { symbol, en: from.en ?? [], zh: from.zh ?? [], added: [], control: from.control };
      this.bySymbol.set(key, entry);
    }
    return entry;
  }

  get size(): number {
    return this.bySymbol.size;
  }

  get(symbol: string): TargetEntry | undefined {
    return this.bySymbol.get(symbol.toUpperCase());
  }

  /** The target a Latin word names by its symbol or an English name ("CD4", "PD-L1", "β-actin"). */
  byLatin(text: string): TargetEntry | undefined {
    return this.latin.get(latinKey(text));
  }

  /** Whether a symbol or English name is spelled exactly so, hyphens included ("P-selectin", not "p-ERK"). */
  spelled(text: string): boolean {
    return this.spellings.has(text.normalize('NFKC').toLowerCase());
  }

  /** The target a Chinese name (any variant) names. */
  byChinese(text: string): TargetEntry | undefined {
    return this.chinese.get(segmentKey(text));
  }

  /** The symbols of the loading controls of a kind ('any': all of them). */
  controls(kind: ControlKind | 'any'): string[] {
    // A cytoplasmic control is a whole-cell one (β-actin, GAPDH, tubulins): cytoplasm is most of a lysate.
    const kinds: readonly string[] = kind === 'cytoplasmic' ? ['whole', 'cytoplasmic'] : [kind];
    return [...this.bySymbol.values()].filter((e) => e.control && (kind === 'any' || kinds.includes(e.control))).map((e) => e.symbol);
  }

  /** Every entry, in symbol order (the staff page). */
  entries(): TargetEntry[] {
    return [...this.bySymbol.values()].sort((a, b) => a.symbol.localeCompare(b.symbol));
  }
}
