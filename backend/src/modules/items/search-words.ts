/**
 * Words researchers put in a search that describe the antibody rather than name its target (issue
 * 23), in both languages, beside the product declaration whose filters they stand for. A search for
 * `rabbit monoclonal p53`, `cd45 pe`, `兔单抗 p53` or `二抗 HRP` searches the target's name and
 * applies these words as the list's filters (search/query-words.ts reads them); qualifier words
 * (`antibody`, `anti-`, `抗体`) need not match at all.
 *
 * Words are compared after the search normaliser (lower case, Greek and full-width folded), joined
 * without separators: 'ihcp' is "IHC-P", 'alexafluor488' is "Alexa Fluor 488".
 * No module import here but the vocabularies: the frontend compiles this file too.
 */
import { CONJUGATIONS, HOSTS, REACTIVITIES } from './product-vocabulary';

export type WordFacet = 'host' | 'clonality' | 'application' | 'conjugation' | 'reactivity' | 'producttype';

export interface FilterWord {
  facet: WordFacet;
  values: readonly string[];
  en: readonly string[];
  zh: readonly string[];
}

const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Words that only say "an antibody": dropped from the words to match. */
export const QUALIFIER_WORDS = { en: ['antibody', 'antibodies', 'anti', 'ab', 'abs'], zh: ['抗体', '抗'] } as const;

/** Clonality and product-type words (also qualifiers: `mAb` says "antibody" too). */
export const CLONALITY_WORDS: readonly FilterWord[] = [
  { facet: 'clonality', values: ['Monoclonal'], en: ['monoclonal', 'mab', 'mabs'], zh: ['单克隆抗体', '单克隆', '单抗'] },
  { facet: 'clonality', values: ['Polyclonal'], en: ['polyclonal', 'pab', 'pabs'], zh: ['多克隆抗体', '多克隆', '多抗'] },
  { facet: 'clonality', values: ['Nano-antibody'], en: ['nanobody', 'nanoantibody', 'vhh'], zh: ['纳米抗体'] },
  { facet: 'producttype', values: ['Secondary Antibody'], en: ['secondary'], zh: ['二抗'] },
];

/** Species in Chinese, as hosts (before 抗, 单抗, 多抗) or as reactivities (on their own). 鼠 is mouse or rat, as the catalogue's hosts are. */
export const SPECIES_ZH: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['兔', ['Rabbit']], ['小鼠', ['Mouse']], ['大鼠', ['Rat']], ['鼠', ['Mouse', 'Rat']], ['山羊', ['Goat']], ['羊', ['Goat', 'Sheep']],
  ['绵羊', ['Sheep']], ['驴', ['Donkey']], ['鸡', ['Chicken']], ['豚鼠', ['Guinea pig']], ['仓鼠', ['Hamster']], ['骆驼', ['Camel']],
  ['羊驼', ['Alpaca']], ['马', ['Horse']], ['人', ['Human']], ['猴', ['Monkey']], ['斑马鱼', ['Zebrafish']], ['猪', ['Pig']],
  ['牛', ['Cow']], ['犬', ['Dog']], ['狗', ['Dog']], ['果蝇', ['Drosophila']], ['酵母', ['Yeast']], ['拟南芥', ['Arabidopsis']], ['植物', ['Plants']],
];

/** English species words that are too common or name a gene (CAT) to be read as a species. */
const NOT_SPECIES_WORDS = new Set(['Cat', 'Virus', 'Bacteria', 'Plants', 'Algae', 'Rice', 'Turkey']);

/** English species names: a host before an antibody word (`rabbit monoclonal`), else a reactivity (`human p53`). */
export const SPECIES_EN: ReadonlyArray<readonly [string, readonly string[]]> = [
  ...[...new Set<string>([...HOSTS, ...REACTIVITIES])]
    .filter((s) => !NOT_SPECIES_WORDS.has(s))
    .map((s) => [compact(s), [s]] as const),
  ['murine', ['Mouse']],
];

/**
 * Species read as the host even without an antibody word after them ("Iba1 goat", "rabbit p53"):
 * animals antibodies are raised in far more often than studied. The others (human, mouse, rat…)
 * are the reactivity unless an antibody word follows ("mouse monoclonal").
 */
export const HOST_FIRST: ReadonlySet<string> = new Set(['Rabbit', 'Goat', 'Donkey', 'Chicken', 'Sheep', 'Guinea pig', 'Hamster', 'Camel', 'Alpaca', 'Horse']);

/** Hosts among the species: only these become a host filter. */
export const HOST_VALUES: ReadonlySet<string> = new Set(HOSTS);

export const APPLICATION_WORDS: readonly FilterWord[] = [
  { facet: 'application', values: ['WB'], en: ['wb', 'western', 'westernblot', 'immunoblot'], zh: ['免疫印迹', '蛋白印迹'] },
  { facet: 'application', values: ['IHC', 'IHC-P', 'IHC-F'], en: ['ihc', 'immunohistochemistry'], zh: ['免疫组化', '组化'] },
  { facet: 'application', values: ['IHC-P'], en: ['ihcp'], zh: ['石蜡切片'] },
  { facet: 'application', values: ['IHC-F'], en: ['ihcf'], zh: ['冰冻切片'] },
  { facet: 'application', values: ['ICC', 'ICC/IF'], en: ['icc', 'immunocytochemistry'], zh: ['免疫细胞化学'] },
  { facet: 'application', values: ['IF', 'ICC/IF'], en: ['if', 'immunofluorescence'], zh: ['免疫荧光'] },
  { facet: 'application', values: ['ICC/IF'], en: ['iccif'], zh: [] },
  { facet: 'application', values: ['FCM', 'FACS sorting'], en: ['fcm', 'facs', 'flow', 'flowcytometry'], zh: ['流式', '流式细胞术'] },
  { facet: 'application', values: ['IP', 'Co-IP'], en: ['ip', 'immunoprecipitation'], zh: ['免疫沉淀'] },
  { facet: 'application', values: ['ChIP', 'ChIP-seq'], en: ['chip'], zh: ['染色质免疫沉淀'] },
  { facet: 'application', values: ['ELISA'], en: ['elisa'], zh: [] },
];

/** Conjugates by their own names ('alexafluor488', 'pecy7') and common short forms. */
export const CONJUGATION_WORDS: readonly FilterWord[] = [
  ...CONJUGATIONS.filter((c) => c !== 'Unconjugated').map((c) => ({ facet: 'conjugation' as const, values: [c], en: [compact(c)], zh: [] as string[] })),
  ...[350, 405, 488, 555, 594, 647, 680, 750].map((n) => ({ facet: 'conjugation' as const, values: [`Alexa Fluor ${n}`], en: [`af${n}`, `alexa${n}`], zh: [] as string[] })),
  { facet: 'conjugation', values: ['HRP'], en: ['peroxidase'], zh: ['辣根过氧化物酶'] },
  { facet: 'conjugation', values: ['Biotin'], en: ['biotinylated'], zh: ['生物素'] },
  { facet: 'conjugation', values: ['FITC'], en: [], zh: ['荧光素'] },
  { facet: 'conjugation', values: ['Magnetic beads'], en: [], zh: ['磁珠'] },
  { facet: 'conjugation', values: ['Agarose'], en: [], zh: ['琼脂糖'] },
];

/** Every filter word that is no species (species depend on their neighbours). */
export const FILTER_WORDS: readonly FilterWord[] = [...CLONALITY_WORDS, ...APPLICATION_WORDS, ...CONJUGATION_WORDS];
