import { FilterWord, HOST_FIRST, QUALIFIER_WORDS, WordFacet } from '../search-words';
import type { VocabularyLookup } from '../vocabularies/vocabulary-lookup';
import type { FacetFilters } from '../facets';
import { QueryWords, queryWords, Role, Species, WordMeaning } from './query-vocabulary';
import { normaliseText } from '../text-normaliser';

/**
 * Reads the words of a search that describe the antibody rather than name its target (issue 23):
 * `rabbit monoclonal p53` is the target p53 with the host and clonality filters; `兔单抗 p53` the
 * same in Chinese; `p53 antibody` is p53. The engines then only match the naming words, and the
 * list shows each recognised filter as a chip the user can remove (`without` is the search text
 * without it). Words: the vocabularies (query-vocabulary.ts) and modules/items/search-words.ts.
 */
export interface QueryFilter {
  facet: WordFacet;
  values: string[];
  /** The typed word it was read from ('rabbit', '兔'). */
  word: string;
  /** The search text without this filter's word, for the chip's removal. */
  without: string;
}

export interface ReadQuery {
  /** The naming words, for the engine; null when nothing but filter and qualifier words was typed. */
  word: string | null;
  /** The filters the words stand for (not those the user had already chosen for the same facet). */
  filters: FacetFilters;
  chips: QueryFilter[];
}

interface Unit extends WordMeaning {
  text: string;
  key: string;
  cjk: boolean;
  role: Role;
  /** For filters and species: the facet words. */
  word?: FilterWord;
  species?: Species;
  /** Protected from being read as a filter ("anti-rabbit": the species the antibody detects, a naming word). */
  named?: boolean;
  /** Filled in: the filter this unit became. */
  filter?: { facet: WordFacet; values: string[] };
  /** Units after the first of a multi-word filter ("alexa fluor 488") belong to it. */
  partOf?: Unit;
}

const CJK = /[\u4e00-\u9fff]/;
const compact = (text: string) => text.replace(/[^a-z0-9\u4e00-\u9fff]+/g, '');

const EN_QUALIFIERS = new Set<string>(QUALIFIER_WORDS.en);

function splitChinese(run: string, words: QueryWords): Unit[] {
  const units: Unit[] = [];
  let plain = '';
  const flush = () => {
    if (plain) units.push({ text: plain, key: plain, cjk: true, role: 'text' });
    plain = '';
  };
  for (let i = 0; i < run.length; ) {
    const found = words.chinese.find(([w]) => run.startsWith(w, i));
    if (!found) {
      plain += run[i++];
      continue;
    }
    flush();
    units.push({ text: found[0], key: found[0], cjk: true, ...found[1] });
    i += found[0].length;
  }
  flush();
  return units;
}

function unitsOf(input: string, words: QueryWords): Unit[] {
  const units: Unit[] = [];
  for (const raw of normaliseText(input).split(' ').filter(Boolean)) {
    let word = raw;
    let named = false;
    // anti-CD4, anti-rabbit: "anti" qualifies; the word after it names what is detected.
    const anti = /^anti[-./_:+']+(?=.)/.exec(word);
    if (anti) {
      units.push({ text: 'anti', key: 'anti', cjk: false, role: 'qualifier' });
      word = word.slice(anti[0].length);
      named = true;
    }
    // A run of Chinese characters with Latin ones around it ("兔单抗p53") is split at the script change.
    for (const part of word.match(/[\u4e00-\u9fff]+|[^\u4e00-\u9fff]+/g) ?? []) {
      if (CJK.test(part)) units.push(...splitChinese(part, words));
      else {
        const trimmed = part.replace(/^[-./_:+'|]+|[-./_:+'|]+$/g, '');
        if (trimmed) units.push({ text: trimmed, key: compact(trimmed), cjk: false, role: 'text', named });
      }
    }
  }
  return units;
}

/** English words: filters and species (longest run first: "alexa fluor 488", "guinea pig"), qualifiers. */
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
      if (!word && !species) continue;
      unit.role = word ? (word.facet === 'clonality' ? 'clonality' : 'filter') : 'species';
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
}

/** A species is the host before an antibody word (rabbit monoclonal, 兔单抗, 鼠抗), else a reactivity (human p53, 人 p53). */
function settle(units: Unit[]): void {
  for (let i = 0; i < units.length; i++) {
    const unit = units[i];
    if (unit.partOf) continue;
    if (unit.role === 'filter' || unit.role === 'clonality') {
      unit.filter = { facet: unit.word!.facet, values: [...unit.word!.values] };
    } else if (unit.role === 'species' && units[i - 1]?.key === '抗' && i > 1) {
      // 山羊抗兔: the species after 抗 is what a secondary detects, named as the catalogue writes it.
      const { hosts, reactivities } = unit.species!;
      Object.assign(unit, { role: 'text', text: (hosts[0] ?? reactivities[0]).toLowerCase(), cjk: false });
    } else if (unit.role === 'species') {
      const next = units.slice(i + 1).find((u) => u.partOf !== unit);
      const antibodyNext = next && (next.role === 'clonality' || (next.role === 'qualifier' && next.key !== 'ab'));
      const { hosts, reactivities } = unit.species!;
      if ((antibodyNext || hosts.some((h) => HOST_FIRST.has(h))) && hosts.length) unit.filter = { facet: 'host', values: hosts };
      else if (reactivities.length) unit.filter = { facet: 'reactivity', values: reactivities };
      else if (hosts.length) unit.filter = { facet: 'host', values: hosts };
      else unit.role = 'text';
    }
  }
}

const joinUnits = (units: Unit[]) =>
  units.reduce((text, u, i) => (i > 0 && !(u.cjk && units[i - 1].cjk) ? `${text} ${u.text}` : `${text}${u.text}`), '');

/**
 * The search text without `removed`: its filter's words go; a host's antibody word stays so the
 * species before it is still read as the host ("兔单抗" without monoclonal is "兔抗").
 */
function without(units: Unit[], removed: Unit): string {
  const kept: Unit[] = [];
  units.forEach((u, i) => {
    if (u !== removed && u.partOf !== removed) return void kept.push(u);
    const before = units[i - 1];
    if (u === removed && u.role === 'clonality' && before?.filter?.facet === 'host') {
      kept.push(u.cjk ? { ...u, text: '抗', role: 'qualifier' } : { ...u, text: 'antibody', role: 'qualifier' });
    }
  });
  return joinUnits(kept);
}

/**
 * Reads the search text with the vocabularies this process holds; `chosen` are the filters the
 * user picked, which recognised words do not override.
 */
export function readQuery(input: string | null, chosen: FacetFilters, vocabularies: VocabularyLookup): ReadQuery {
  if (input === null || input.trim() === '') return { word: input, filters: {}, chips: [] };
  const words = queryWords(vocabularies);
  const units = unitsOf(input, words);
  classifyEnglish(units, words);
  settle(units);
  const filters: FacetFilters = {};
  const chips: QueryFilter[] = [];
  for (const unit of units) {
    if (!unit.filter) continue;
    const { facet, values } = unit.filter;
    if (chosen[facet]?.length) continue;
    filters[facet] = [...new Set([...(filters[facet] ?? []), ...values])];
    const word = joinUnits([unit, ...units.filter((u) => u.partOf === unit)]);
    chips.push({ facet, values, word, without: without(units, unit) });
  }
  const naming = units.filter((u) => u.role === 'text' || ((u.role === 'species' || u.role === 'filter') && !u.filter && !u.partOf));
  // Only filter and qualifier words: search them as typed rather than list everything ("antibody").
  if (naming.length === 0 && chips.length === 0) return { word: input, filters: {}, chips: [] };
  return { word: naming.length ? joinUnits(naming) : null, filters, chips };
}
