import { DYE_NUMBERS, FLUOROPHORE, HOST_FIRST, MODIFICATION_WORDS, QUALIFIER_WORDS, SECONDARY_WORDS, WordFacet } from '../search-words';
import type { ChipFamily, FacetFilters, VocabularyLookup } from '@shop/contract';
import type { ControlKind, TargetEntry, TargetFamily, TargetNameTable } from '../target-names/target-name-table';
import { segmentKey } from '../target-names/chinese-variants';
import { QueryWords, queryWords, Role, WordMeaning } from './query-vocabulary';
import { normaliseText } from '../text-normaliser';
import { simplifiedQuery } from './simplified-query';

/**
 * Reads the words of a search that describe the antibody rather than name its target (issues 23
 * and 30): `rabbit monoclonal p53` is the target p53 with the host and clonality filters; `兔单抗 p53`
 * the same in Chinese; `磷酸化AKT` the phosphorylated form of AKT; `波形蛋白抗体` the target VIM;
 * `兔抗人GAPDH` a rabbit antibody to human GAPDH; `抗兔二抗` a secondary that detects rabbit. Chinese
 * text without spaces is split by what the shop knows (target names, grammar and vocabulary words),
 * longest first. The engines then only match the naming words, and the list shows each recognised
 * word as a chip the user can remove (`without` is the search text without it). Words: the
 * vocabularies and the target-name table (query-vocabulary.ts) and modules/items/search-words.ts.
 */
export type ChipFacet = WordFacet | 'loadingcontrol' | 'recombinant' | 'family';

/** Chips that name a set of products by their targets, not a list filter: the engine searches their targets instead. */
type TargetSetFacet = 'loadingcontrol' | 'recombinant' | 'family';
const isTargetSet = (facet: ChipFacet): facet is TargetSetFacet => facet === 'loadingcontrol' || facet === 'recombinant' || facet === 'family';

export interface QueryFilter {
  facet: ChipFacet;
  values: string[];
  /** The typed word it was read from ('rabbit', '兔'). */
  word: string;
  /** The search text without this filter's word, for the chip's removal. */
  without: string;
  /** What the engine searches when this chip is set aside (issue 30's notices): the target alone after a modification. */
  engineWord?: string | null;
  /** A family chip's names and first members (issue 49). */
  family?: ChipFamily;
}

export interface ReadQuery {
  /** The naming words, for the engine; null when nothing but filter and qualifier words was typed. */
  word: string | null;
  /** The filters the words stand for (not those the user had already chosen for the same facet). */
  filters: FacetFilters;
  chips: QueryFilter[];
  /**
   * The target the words name, for notices: a Chinese name's symbol, or the naming words as a
   * known target writes them ("CD45"), else as typed; null without naming words.
   */
  target: string | null;
  /** The naming words of the target alone (no phospho or cleavage sites, no 重组, no 内参): its total protein. */
  targetWord: string | null;
  /** Whether the target is one the target-name table knows (a product merely mentioning it is no antibody to it). */
  knownTarget: boolean;
}

interface Unit extends WordMeaning {
  text: string;
  key: string;
  cjk: boolean;
  role: Role;
  /** Protected from being read as a filter ("anti-rabbit": the species the antibody detects). */
  named?: boolean;
  /** Filled in: the filters this unit became (a detected species is two: reactivity and secondary). */
  filters?: { facet: ChipFacet; values: string[] }[];
  /** Units after the first of a multi-word filter ("alexa fluor 488") belong to it. */
  partOf?: Unit;
  /** A phospho site typed as pS473: the unit also says "phosphorylated". */
  phosphoSite?: boolean;
}

const CJK = /[\u4e00-\u9fff]/;
const compact = (text: string) => text.replace(/[^a-z0-9\u4e00-\u9fff]+/g, '');
const SEPARATOR = /[-./_:+'|]/;
const EN_QUALIFIERS = new Set<string>(QUALIFIER_WORDS.en);
const SECONDARY = new Set<string>(SECONDARY_WORDS);
/** A phospho or cleavage site as the normaliser writes it ('s473', 't202|y204', 'd175'). */
const SITE = /^[styd]\d{1,4}$/;
/** pS473, pY705, pT308 as typed (the normaliser keeps only the site). */
const PHOSPHO_SITE = /(?:^|[^a-z0-9])p(?:ser|thr|tyr|[sty])-?\d{1,4}(?![0-9])/i;
const DYES = new Set<string>(DYE_NUMBERS.map(String));

/**
 * Splits one space-free word at what the shop knows: at each place a known word may start (the
 * word's start, a Chinese character, after a separator or a script change) the longest known word
 * is taken, comparing without separators; Chinese characters between known words stay one unit;
 * Latin runs stay as typed (their hyphens and slashes mean something to the engines).
 */
function segment(word: string, words: QueryWords, named: boolean): Unit[] {
  const units: Unit[] = [];
  let plain = '';
  const flush = () => {
    if (plain) units.push({ text: plain, key: plain, cjk: true, role: 'text' });
    plain = '';
  };
  const canStart = (i: number) => i === 0 || CJK.test(word[i]) || CJK.test(word[i - 1]) || SEPARATOR.test(word[i - 1]);
  for (let i = 0; i < word.length; ) {
    const found = canStart(i) ? longestKnown(word, i, words) : null;
    if (found) {
      flush();
      units.push({ text: word.slice(i, found.end), key: found.key, cjk: CJK.test(found.key), ...found.meaning });
      i = found.end;
      continue;
    }
    if (CJK.test(word[i])) {
      plain += word[i++];
      continue;
    }
    flush();
    let end = i;
    while (end < word.length && !CJK.test(word[end])) end++;
    const trimmed = word.slice(i, end).replace(/^[-./_:+'|]+|[-./_:+'|]+$/g, '');
    // "anti-mouse 488" arrives joined ('mouse-488'): a species and a bare dye number are two words.
    const dye = /^([a-z]+)-(\d{3})$/.exec(trimmed);
    if (dye && DYES.has(dye[2]) && words.species.has(dye[1])) {
      units.push({ text: dye[1], key: dye[1], cjk: false, role: 'text', named }, { text: dye[2], key: dye[2], cjk: false, role: 'text' });
    } else if (trimmed) units.push({ text: trimmed, key: compact(trimmed), cjk: false, role: 'text', named });
    i = end;
  }
  flush();
  return units;
}

/** The longest word with a Chinese character known to the shop starting at `start`, separators skipped. */
function longestKnown(word: string, start: number, words: QueryWords): { key: string; end: number; meaning: WordMeaning } | null {
  let key = '';
  let best: { key: string; end: number; meaning: WordMeaning } | null = null;
  for (let i = start; i < word.length && key.length < words.longestChinese; i++) {
    if (SEPARATOR.test(word[i])) continue;
    key += word[i];
    const meaning = words.chinese.get(key);
    if (!meaning || !CJK.test(key)) continue;
    // A known word ending in a letter or digit may not run into the Latin word after it ("热休克蛋白70" is not "热休克蛋白7" + "0").
    const next = word[i + 1];
    if (/[a-z0-9]$/.test(key) && next !== undefined && /[a-z0-9]/.test(next)) continue;
    best = { key, end: i + 1, meaning };
  }
  return best;
}

function unitsOf(input: string, words: QueryWords): Unit[] {
  const units: Unit[] = [];
  // "甘油醛 3 磷酸脱氢酶": a number set apart inside a Chinese name belongs to it.
  const text = normaliseText(input).replace(/([\u4e00-\u9fff]) (?=\d)|(\d) (?=[\u4e00-\u9fff])/g, '$1$2');
  for (const raw of text.split(' ').filter(Boolean)) {
    let word = raw;
    let named = false;
    // anti-CD4, anti-rabbit: "anti" qualifies; the word after it names what is detected.
    const anti = /^anti[-./_:+']+(?=.)/.exec(word);
    if (anti) {
      units.push({ text: 'anti', key: 'anti', cjk: false, role: 'qualifier' });
      word = word.slice(anti[0].length);
      named = true;
    }
    // phospho-Akt, p-ERK, cleaved-PARP: the form, then the target (unless "p-selectin" names a target itself).
    const form = /^(phospho|cleaved|p)[-./_:+']+(?=[a-z])/.exec(word);
    if (form && !(form[1] === 'p' && words.targets.spelled(word))) {
      const modification = MODIFICATION_WORDS.find((m) => m.en.includes(form[1]) || (form[1] === 'p' && m.values[0] === 'Phosphorylated'));
      if (modification) units.push({ text: form[1], key: form[1], cjk: false, role: 'filter', word: modification });
      word = word.slice(form[0].length);
    }
    // pAkt, pSTAT3: "p" before a known target's name is phospho- (unless the whole word is a target: PTK2).
    if (!form && /^p[a-z][a-z0-9]{2,}$/.test(word) && words.targets.byLatin(word.slice(1)) && !words.targets.byLatin(word)) {
      units.push({ text: 'p', key: 'p', cjk: false, role: 'filter', word: MODIFICATION_WORDS[0] });
      word = word.slice(1);
    }
    // HRP-conjugated, FITC-labelled: the label word goes, the conjugate stays.
    word = word.replace(/[-./_:+']+(conjugated|conjugate|labeled|labelled)$/, '');
    units.push(...segment(word, words, named));
  }
  return units;
}

/** English words: filters, species and the grammar's words (longest run first: "alexa fluor 488", "loading control"), qualifiers. */
function classifyEnglish(units: Unit[], words: QueryWords): void {
  for (let i = 0; i < units.length; i++) {
    const unit = units[i];
    if (unit.cjk || unit.role !== 'text' || unit.named) continue;
    if (EN_QUALIFIERS.has(unit.key)) {
      unit.role = 'qualifier';
      // "anti rabbit": the species after a separate "anti" is what the antibody detects.
      if (unit.key === 'anti' && units[i + 1] && !units[i + 1].cjk) units[i + 1].named = true;
      continue;
    }
    for (let length = Math.min(words.longest, units.length - i); length >= 1; length--) {
      const span = units.slice(i, i + length);
      if (span.some((u) => u.cjk || u.role !== 'text' || u.named)) continue;
      const key = span.map((u) => u.key).join('');
      const word = words.filters.get(key);
      const species = word ? undefined : words.species.get(key);
      const special = word || species ? undefined : words.special.get(key);
      if (!word && !species && !special) continue;
      Object.assign(unit, special ?? {});
      unit.role = word ? (word.facet === 'clonality' ? 'clonality' : 'filter') : species ? 'species' : special!.role;
      unit.word = word;
      unit.species = species;
      for (const u of span.slice(1)) {
        u.role = unit.role;
        u.partOf = unit;
      }
      i += length - 1;
      break;
    }
  }
  // "anti-mouse", "anti rabbit": a species word protected as named is still a species (what a secondary detects).
  for (const unit of units) {
    if (unit.named && unit.role === 'text' && !unit.cjk) {
      const species = words.species.get(unit.key);
      if (species) Object.assign(unit, { role: 'species', species });
    }
  }
}

/** Words that name what a secondary antibody is, after the species it detects. */
const isSecondaryWord = (u: Unit | undefined) => !!u && (SECONDARY.has(u.key) || u.word?.facet === 'producttype');
/** Words that name a target (the antibody's, not a secondary's). */
const isNaming = (u: Unit | undefined) =>
  !!u && (u.role === 'target' || (u.role === 'text' && !SITE.test(u.key) && !SECONDARY.has(u.key) && !/^\d+$/.test(u.key)));

/**
 * What each unit stands for, now that its neighbours are known: a species is the host before an
 * antibody word (rabbit monoclonal, 兔单抗, 鼠抗), what a secondary detects after 抗/anti when no
 * target follows (抗兔二抗, goat anti-mouse 488), the reactivity otherwise (兔抗人GAPDH, human p53).
 */
function settle(units: Unit[], lookup: VocabularyLookup): void {
  // 抗兔二抗 says "secondary" itself: the detected species adds no second chip for it.
  const typedType = units.some((u) => u.word?.facet === 'producttype');
  const secondary = typedType ? undefined : lookup.keyOf('producttype', 'Secondary Antibody');
  for (let i = 0; i < units.length; i++) {
    const unit = units[i];
    if (unit.partOf) continue;
    const after = units.slice(i + 1).filter((u) => u.partOf !== unit);
    const next = after[0];
    if (unit.role === 'filter' || unit.role === 'clonality') {
      // The grammar's modification words name the vocabulary's values as they start; staff may have renamed them.
      const values = unit.word!.facet === 'modification' ? resolved(lookup, unit.word!.values) : [...unit.word!.values];
      if (values.length) unit.filters = [{ facet: unit.word!.facet, values }];
      else unit.role = 'qualifier';
    } else if (unit.role === 'species') {
      const { hosts, reactivities } = unit.species!;
      // 兔二抗, 鼠二抗: Chinese researchers name a secondary by the species it detects.
      const afterAnti = unit.named || units[i - 1]?.key === '抗' || units[i - 1]?.key === 'anti' || (next?.key === '二抗' && !unit.partOf);
      if (afterAnti) {
        // 抗兔二抗, goat anti-mouse 488: no target after it, so the antibody detects this species.
        const detects = !after.some(isNaming) || isSecondaryWord(next);
        const values = reactivities.length ? reactivities : hosts;
        unit.filters = [{ facet: 'reactivity', values }];
        if (detects && secondary) unit.filters.push({ facet: 'producttype', values: [secondary] });
        continue;
      }
      const antibodyNext = next && (next.role === 'clonality' || (next.role === 'qualifier' && next.key !== 'ab'));
      if ((antibodyNext || hosts.some((h) => HOST_FIRST.has(h))) && hosts.length) unit.filters = [{ facet: 'host', values: hosts }];
      else if (reactivities.length) unit.filters = [{ facet: 'reactivity', values: reactivities }];
      else if (hosts.length) unit.filters = [{ facet: 'host', values: hosts }];
      else unit.role = 'text';
    } else if (unit.role === 'protein') {
      // tau蛋白, p53蛋白: "protein" after a target's name says nothing; alone it is a word (蛋白 A/G).
      const before = units[i - 1];
      if (!before || !(before.role === 'target' || (before.role === 'text' && !before.cjk))) unit.role = 'text';
    } else if (unit.role === 'fluorescent') {
      const values = lookup.keys('conjugation').filter((k) => FLUOROPHORE.test(k));
      if (values.length) unit.filters = [{ facet: 'conjugation', values }];
    } else if (unit.role === 'text' && !unit.cjk && DYES.has(unit.key)) {
      // 488 alone: the conjugates of that number (Alexa Fluor 488, DyLight 488…).
      const values = lookup.keys('conjugation').filter((k) => new RegExp(`(^|[^0-9])${unit.key}([^0-9]|$)`).test(k));
      if (values.length) Object.assign(unit, { role: 'filter', filters: [{ facet: 'conjugation', values }] });
    } else if (unit.role === 'control') {
      unit.filters = [{ facet: 'loadingcontrol', values: [unit.control as string] }];
    } else if (unit.role === 'recombinant') {
      unit.filters = [{ facet: 'recombinant', values: ['recombinant'] }];
    } else if (unit.role === 'family') {
      // A family word beside another name ("cyclin d1", "热休克蛋白 HSP27") only says which family that name is in:
      // the name is searched, a Chinese family word dropped, a Latin one kept as a word of the product names.
      // Any other word of the name counts here, a number or a site-like "d1" (cyclin D1) too.
      const named = units.some((u) => u !== unit && !u.partOf && (u.role === 'target' || (u.role === 'text' && !SECONDARY.has(u.key))));
      if (named) unit.role = unit.cjk ? 'qualifier' : 'text';
      else unit.filters = [{ facet: 'family', values: [unit.family!.key] }];
    } else if (unit.role === 'text' && !unit.cjk && unit.phosphoSite) {
      const values = resolved(lookup, MODIFICATION_WORDS[0].values);
      if (values.length) unit.filters = [{ facet: 'modification', values }];
    }
  }
}

const resolved = (lookup: VocabularyLookup, values: readonly string[]) =>
  values.map((v) => lookup.keyOf('modification', v)).filter((k): k is string => k !== undefined);

const joinUnits = (units: Unit[]) =>
  units.reduce((text, u, i) => (i > 0 && !(u.cjk && units[i - 1].cjk) ? `${text} ${u.text}` : `${text}${u.text}`), '');

/**
 * The search text without `removed`: its words go; a host's antibody word stays so the species
 * before it is still read as the host ("兔单抗" without monoclonal is "兔抗").
 */
function without(units: Unit[], removed: Unit): string {
  const kept: Unit[] = [];
  units.forEach((u, i) => {
    if (u !== removed && u.partOf !== removed) return void kept.push(u);
    const before = units[i - 1];
    if (u === removed && u.role === 'clonality' && before?.filters?.[0]?.facet === 'host') {
      kept.push(u.cjk ? { ...u, text: '抗', role: 'qualifier' } : { ...u, text: 'antibody', role: 'qualifier' });
    }
  });
  return joinUnits(kept);
}

/** What the engines search for a naming unit: a Chinese target name is its target's names; a loading control its targets. */
function searchText(unit: Unit, targets: TargetNameTable): string {
  if (unit.role === 'target') return targetWord(unit.target!);
  if (unit.role === 'control') return controlWord(unit.control as ControlKind | 'any', targets);
  if (unit.role === 'recombinant') return 'recombinant';
  if (unit.role === 'family') return familyWord(unit.family!, targets);
  return unit.text;
}

/** Most names a family is searched by: its members' (a loading control's ~40 keys are of the same order). */
const FAMILY_ALTERNATIVES = 60;

/**
 * A family as one word of alternatives, members best-known first (the engines list a word of several names in its
 * order): each member's symbol and English names, as targetWord() writes one target, without repeats.
 */
function familyWord(family: TargetFamily, targets: TargetNameTable): string {
  const names = new Map<string, string>();
  for (const symbol of family.members) {
    const entry = targets.get(symbol);
    if (!entry) continue;
    for (const name of targetWord(entry).split('|')) {
      const key = segmentKey(name);
      if (key && !names.has(key) && names.size < FAMILY_ALTERNATIVES) names.set(key, name);
    }
  }
  return [...names.values()].join('|');
}

/** How the chip names a family: its first name in each language and its first members as researchers write them. */
const CHIP_MEMBERS = 4;
function chipFamily(family: TargetFamily, targets: TargetNameTable): ChipFamily {
  const shown = family.members.map((symbol) => {
    const entry = targets.get(symbol);
    // HSPB1 is sold as HSP27, CASP3 as Caspase-3: a short English name when there is one.
    const short = entry?.en.find((n) => n.length <= 12 && !/\s/.test(n) && /\d/.test(n));
    return short ?? symbol;
  });
  // HSP90α after HSP90 says nothing new.
  const members = shown.filter((name, i) => !shown.slice(0, i).some((before) => name.toLowerCase().startsWith(before.toLowerCase())));
  return { zh: family.zh[0].replace(/家族$/, ''), en: family.en[0].replace(/\s+family$/i, ''), members: members.slice(0, CHIP_MEMBERS), size: family.members.length };
}

/** Most names one target is searched by: its symbol and its first English names. */
const TARGET_ALTERNATIVES = 4;

/**
 * A target as one word of alternatives the engines read ('vim|vimentin',
 * 'gapdh|glyceraldehyde-3-phosphate-dehydrogenase'): its symbol, as suppliers' gene columns write
 * it, or its English names, as their product names do (α-tubulin sold as TUBA4A is still
 * 'alpha-tubulin'). Names with a slash (Lamin A/C) would split into single letters: left out.
 */
function targetWord(entry: TargetEntry): string {
  const names = new Map<string, string>();
  for (const name of [entry.symbol, ...entry.en.filter((n) => !n.includes('/'))]) {
    const written = name.normalize('NFKC').trim().replace(/\s+/g, '-');
    const key = segmentKey(written);
    if (!key || names.has(key) || (key.length < 3 && name !== entry.symbol) || names.size >= TARGET_ALTERNATIVES) continue;
    names.set(key, written);
  }
  return [...names.values()].join('|');
}

/**
 * The loading controls of a kind as one word of alternatives ('actb|betaactin|gapdh|…'): their
 * symbols, and their English names written as one hyphenated word with a digit or a Greek letter
 * (β-Actin, HSP60), which catalogues write in product names; never a bare family word (Cadherin).
 */
function controlWord(kind: ControlKind | 'any', targets: TargetNameTable): string {
  const keys = new Set<string>();
  for (const symbol of targets.controls(kind)) {
    const entry = targets.get(symbol)!;
    const names = entry.en.filter((n) => !/\s/.test(n) && /[0-9α-ω]|^(alpha|beta|gamma)-/i.test(n) && n.length >= 3);
    for (const name of [entry.symbol, ...names]) {
      const key = segmentKey(name);
      if (key && !CJK.test(key)) keys.add(key);
    }
  }
  return [...keys].join('|');
}

/** The typed target as a known target writes it ("CD45", "AKT"), else as typed. */
function targetName(units: Unit[], targets: TargetNameTable): string | null {
  const named = units.filter((u) => u.role === 'target' || (u.role === 'text' && !SITE.test(u.key)));
  if (named.length === 0) return null;
  const first = named.find((u) => u.role === 'target');
  if (first) return first.target!.symbol;
  const typed = joinUnits(named);
  const entry: TargetEntry | undefined = targets.byLatin(typed);
  if (!entry) return typed;
  return [entry.symbol, ...entry.en].find((n) => segmentKey(n) === segmentKey(typed)) ?? entry.symbol;
}

/**
 * Reads the search text with the vocabularies and target names this process holds; `chosen` are
 * the filters the user picked, which recognised words do not override.
 */
export function readQuery(typed: string | null, chosen: FacetFilters, vocabularies: VocabularyLookup, targets: TargetNameTable): ReadQuery {
  // 抗體 is 抗体, 單株抗體 单克隆抗体 (issue 49): everything after reads the simplified text.
  const input = typed === null ? null : simplifiedQuery(typed);
  const none = { word: input, filters: {}, chips: [], target: null, targetWord: null, knownTarget: false };
  if (input === null || input.trim() === '') return none;
  const words = queryWords(vocabularies, targets);
  const units = unitsOf(input, words);
  if (PHOSPHO_SITE.test(input.normalize('NFKC'))) {
    const site = units.find((u) => !u.cjk && u.role === 'text' && SITE.test(u.key) && /^[sty]/.test(u.key));
    if (site && !units.some((u) => u.word?.facet === 'modification')) site.phosphoSite = true;
  }
  classifyEnglish(units, words);
  settle(units, vocabularies);
  const naming = units.filter(
    (u) =>
      u.role === 'text' ||
      u.role === 'target' ||
      u.role === 'control' ||
      u.role === 'recombinant' ||
      (u.role === 'family' && !!u.filters) ||
      ((u.role === 'species' || u.role === 'filter') && !u.filters && !u.partOf),
  );
  // A Chinese name searched as its symbol is a Latin word: a space before and after it.
  const asSearched = (u: Unit): Unit =>
    u.role === 'target' || u.role === 'control' || u.role === 'recombinant' || (u.role === 'family' && u.filters) ? { ...u, text: searchText(u, words.targets), cjk: false } : u;
  const text = (list: Unit[]) => (list.length ? joinUnits(list.map(asSearched)) : null);
  const targetUnits = naming.filter((u) => u.role === 'target' || (u.role === 'text' && !SITE.test(u.key)));
  const filters: FacetFilters = {};
  const chips: QueryFilter[] = [];
  for (const unit of units) {
    for (const { facet, values } of unit.filters ?? []) {
      if (!isTargetSet(facet)) {
        if (chosen[facet]?.length) continue;
        filters[facet] = [...new Set([...(filters[facet] ?? []), ...values])];
      }
      const word = joinUnits([unit, ...units.filter((u) => u.partOf === unit)]);
      // Set aside, a modification leaves the target alone (no sites); 内参 or 重组 leave the other naming words.
      const engineWord =
        facet === 'modification' ? text(targetUnits) : isTargetSet(facet) ? text(naming.filter((u) => u !== unit)) : text(naming);
      const family = facet === 'family' ? { family: chipFamily(unit.family!, words.targets) } : {};
      chips.push({ facet, values, word, without: without(units, unit), engineWord, ...family });
    }
  }
  // Only filter and qualifier words: search them as typed rather than list everything ("antibody").
  if (naming.length === 0 && chips.length === 0) return none;
  return {
    word: text(naming),
    filters,
    chips,
    target: targetName(naming, words.targets),
    targetWord: text(targetUnits),
    knownTarget: targetUnits.some((u) => u.role === 'target') || (targetUnits.length > 0 && !!words.targets.byLatin(joinUnits(targetUnits))),
  };
}

