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

/** A family of targets (issue 49): its names, and its members' symbols best-known first (target-families.json). */
export interface ShippedFamily {
  key: string;
  zh: string[];
  en: string[];
  members: string[];
}

/** A member staff added to a family (`target_family_additions`): listed after the shipped ones. */
export interface AddedFamilyMember {
  id: number;
  family: string;
  symbol: string;
}

export interface TargetFamily {
  key: string;
  zh: readonly string[];
  en: readonly string[];
  /** Members' symbols as the table writes them, best-known first: the shipped ones, then staff's; unknown symbols left out. */
  members: readonly string[];
  added: AddedFamilyMember[];
}

export interface TargetEntry {
  symbol: string;
  en: readonly string[];
  zh: readonly string[];
  added: AddedTargetName[];
  control?: ControlKind;
}

const latinKey = (text: string) => segmentKey(text);

/** What the shipped table alone gives, made once per process: its variants cost ~90 ms to derive. */
interface Lookups {
  bySymbol: Map<string, TargetEntry>;
  chinese: Map<string, TargetEntry>;
  latin: Map<string, TargetEntry>;
  spellings: Set<string>;
}

const derived = new WeakMap<readonly ShippedTarget[], Lookups>();

function shippedLookups(shipped: readonly ShippedTarget[]): Lookups {
  let lookups = derived.get(shipped);
  if (!lookups) {
    lookups = { bySymbol: new Map(), chinese: new Map(), latin: new Map(), spellings: new Set() };
    for (const t of shipped) {
      lookups.bySymbol.set(t.symbol.toUpperCase(), { symbol: t.symbol, en: t.en, zh: t.zh, added: [], control: t.control });
    }
    for (const entry of lookups.bySymbol.values()) addNames(lookups, entry, entry.zh);
    // The symbol wins over another target's English alias of the same spelling.
    for (const entry of lookups.bySymbol.values()) {
      const key = latinKey(entry.symbol);
      if (key) lookups.latin.set(key, entry);
    }
    for (const entry of lookups.bySymbol.values()) {
      for (const name of [entry.symbol, ...entry.en]) lookups.spellings.add(name.normalize('NFKC').toLowerCase());
      for (const name of entry.en) {
        const key = latinKey(name);
        if (key && !lookups.latin.has(key)) lookups.latin.set(key, entry);
      }
    }
    derived.set(shipped, lookups);
  }
  return lookups;
}

function addNames(lookups: Lookups, entry: TargetEntry, names: readonly string[]): void {
  for (const name of names) for (const key of chineseVariants(name)) if (!lookups.chinese.has(key)) lookups.chinese.set(key, entry);
}

export class TargetNameTable {
  private readonly bySymbol: Map<string, TargetEntry>;
  /** Chinese segmentation keys (every variant of every name) → entry. */
  readonly chinese: Map<string, TargetEntry>;
  /** Latin keys of symbols and English names → entry ('cd4', 'pdl1', 'betaactin'). */
  private readonly latin: Map<string, TargetEntry>;
  private readonly spellings: Set<string>;
  private readonly familyList: TargetFamily[];

  /**
   * The shipped table's lookups are shared; staff additions copy them (a few thousand keys, about a millisecond).
   * Families: the shipped ones with the members staff added (issue 49).
   */
  constructor(
    shipped: readonly ShippedTarget[],
    added: readonly AddedTargetName[],
    families: readonly ShippedFamily[] = [],
    addedMembers: readonly AddedFamilyMember[] = [],
  ) {
    const base = shippedLookups(shipped);
    if (added.length === 0) {
      ({ bySymbol: this.bySymbol, chinese: this.chinese, latin: this.latin, spellings: this.spellings } = base);
      this.familyList = this.familiesOf(families, addedMembers);
      return;
    }
    const own: Lookups = { bySymbol: new Map(base.bySymbol), chinese: new Map(base.chinese), latin: new Map(base.latin), spellings: base.spellings };
    for (const a of added) {
      const key = a.symbol.toUpperCase();
      const known = own.bySymbol.get(key);
      // An entry with additions is a copy: the shared shipped entry keeps none.
      const entry: TargetEntry = known ? { ...known, added: [...known.added, a] } : { symbol: a.symbol, en: [], zh: [], added: [a] };
      own.bySymbol.set(key, entry);
    }
    for (const entry of own.bySymbol.values()) {
      if (entry.added.length === 0) continue;
      // Re-point the shipped names of a copied entry, then add the staff's.
      for (const name of entry.zh) for (const k of chineseVariants(name)) if (own.chinese.get(k)?.symbol === entry.symbol) own.chinese.set(k, entry);
      addNames(own, entry, entry.added.map((a) => a.name));
      const key = latinKey(entry.symbol);
      if (key && (!own.latin.has(key) || own.latin.get(key)!.symbol === entry.symbol)) own.latin.set(key, entry);
    }
    ({ bySymbol: this.bySymbol, chinese: this.chinese, latin: this.latin, spellings: this.spellings } = own);
    this.familyList = this.familiesOf(families, addedMembers);
  }

  private familiesOf(families: readonly ShippedFamily[], addedMembers: readonly AddedFamilyMember[]): TargetFamily[] {
    return families.map((f) => {
      const added = addedMembers.filter((a) => a.family === f.key);
      const members = [...new Set([...f.members, ...added.map((a) => a.symbol)].map((s) => this.get(s)?.symbol).filter((s): s is string => !!s))];
      return { key: f.key, zh: f.zh, en: f.en, members, added };
    });
  }

  /** Every family, in the table's order. */
  families(): readonly TargetFamily[] {
    return this.familyList;
  }

  family(key: string): TargetFamily | undefined {
    return this.familyList.find((f) => f.key === key);
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
