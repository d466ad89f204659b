/**
 * Words researchers put in a search that describe the antibody rather than name its target (issue
 * 23), in both languages, beside the product declaration whose filters they stand for. A search for
 * `rabbit monoclonal p53`, `cd45 pe`, `兔单抗 p53` or `二抗 HRP` searches the target's name and
 * applies these words as the list's filters (reading/query-words.ts reads them); qualifier words
 * (`antibody`, `anti-`, `抗体`) need not match at all.
 *
 * Every spelling of a host, reactivity, application, conjugation and clonality value in the
 * vocabularies (key, zh and en labels, other spellings: what staff manage, issue 24) is such a word
 * (reading/query-vocabulary.ts); the tables below add what researchers type beyond those spellings
 * (兔单抗, 鼠 for mouse or rat, `ihc` for every IHC, `af488`) and the words never read as filters.
 *
 * Words are compared after the search normaliser (lower case, Greek and full-width folded), joined
 * without separators: 'ihcp' is "IHC-P", 'alexafluor488' is "Alexa Fluor 488".
 * Values are vocabulary keys as the starting lists name them; one staff merged away is read as the
 * value it was merged into, one retired is dropped. No module import here: the frontend may compile it.
 */

export type WordFacet = 'host' | 'clonality' | 'application' | 'conjugation' | 'reactivity' | 'producttype' | 'modification';

export interface FilterWord {
  facet: WordFacet;
  values: readonly string[];
  en: readonly string[];
  zh: readonly string[];
}

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

/**
 * Spellings of vocabulary values that are too common or name a gene (CAT, RIP) to be read as a
 * filter, whichever value carries them: they stay words to match. English ones without separators.
 */
export const NOT_FILTER_WORDS = {
  en: ['cat', 'virus', 'bacteria', 'plants', 'algae', 'rice', 'turkey', 'none', 'rip', 'em', 'activation', 'inhibition', 'depletion', 'blocking', 'neutralization', 'multiplex', 'microarray'],
  zh: ['中和', '封闭', '芯片', '激活', '清除', '抑制'],
} as const;

/** The vocabularies whose values' spellings are filter words (species: host and reactivity, read by their neighbours). */
export const WORD_VOCABULARIES = ['application', 'conjugation', 'clonality', 'modification'] as const;

/** English species words beyond the vocabularies' spellings: a host before an antibody word (`rabbit monoclonal`), else a reactivity (`human p53`). */
export const SPECIES_EN: ReadonlyArray<readonly [string, readonly string[]]> = [['murine', ['Mouse']]];

/**
 * Species read as the host even without an antibody word after them ("Iba1 goat", "rabbit p53"):
 * animals antibodies are raised in far more often than studied. The others (human, mouse, rat…)
 * are the reactivity unless an antibody word follows ("mouse monoclonal").
 */
export const HOST_FIRST: ReadonlySet<string> = new Set(['Rabbit', 'Goat', 'Donkey', 'Chicken', 'Sheep', 'Guinea pig', 'Hamster', 'Camel', 'Alpaca', 'Horse']);

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

/** Conjugates' short forms (their own names, 'alexafluor488', 'pecy7', come from the vocabulary). */
export const CONJUGATION_WORDS: readonly FilterWord[] = [
  ...[350, 405, 488, 555, 594, 647, 680, 750].map((n) => ({ facet: 'conjugation' as const, values: [`Alexa Fluor ${n}`], en: [`af${n}`, `alexa${n}`], zh: [] as string[] })),
  { facet: 'conjugation', values: ['HRP'], en: ['peroxidase'], zh: ['辣根过氧化物酶'] },
  { facet: 'conjugation', values: ['Biotin'], en: ['biotinylated'], zh: ['生物素'] },
  { facet: 'conjugation', values: ['FITC'], en: [], zh: ['荧光素'] },
  { facet: 'conjugation', values: ['Magnetic beads'], en: [], zh: ['磁珠'] },
  { facet: 'conjugation', values: ['Agarose'], en: [], zh: ['琼脂糖'] },
];

/** Every filter word that is no species (species depend on their neighbours), before the vocabularies' own spellings. */
export const FILTER_WORDS: readonly FilterWord[] = [...CLONALITY_WORDS, ...APPLICATION_WORDS, ...CONJUGATION_WORDS];

/**
 * The grammar of issue 30, zh and en: words that say which form of the target, which kind of
 * antibody or nothing at all. Each is a chip the researcher can remove, like the filter words.
 */

/** A modified form of the target (the modification filter's values): 磷酸化AKT, phospho-Akt, p-ERK; 剪切型caspase-3. */
export const MODIFICATION_WORDS: readonly FilterWord[] = [
  { facet: 'modification', values: ['Phosphorylated'], en: ['phospho', 'phosphorylated', 'phosphorylation'], zh: ['磷酸化', '磷酸化的'] },
  {
    facet: 'modification',
    values: ['Cleaved'],
    en: ['cleaved', 'cleavage'],
    zh: ['剪切型', '切割型', '剪切体', '活化型', '剪切', '切割', '裂解型', '活性型'],
  },
];

/**
 * Loading controls (内参): the target-name table marks which targets serve as one and where
 * (modules/items/target-names). "loading control" is read as two English words.
 */
export const CONTROL_WORDS: ReadonlyArray<{ kind: 'any' | 'nuclear' | 'membrane' | 'mitochondrial' | 'cytoplasmic'; en: readonly string[]; zh: readonly string[] }> = [
  { kind: 'any', en: ['loadingcontrol', 'loadingcontrols', 'internalcontrol', 'housekeeping'], zh: ['内参', '内参抗体', '内参蛋白', '内参对照', '上样对照'] },
  { kind: 'nuclear', en: ['nuclearloadingcontrol', 'nuclearcontrol'], zh: ['核内参', '核蛋白内参', '细胞核内参', '核内参抗体'] },
  { kind: 'membrane', en: ['membraneloadingcontrol', 'membranecontrol'], zh: ['膜蛋白内参', '膜内参', '细胞膜内参', '膜蛋白内参抗体'] },
  { kind: 'mitochondrial', en: ['mitochondrialloadingcontrol', 'mitochondrialcontrol'], zh: ['线粒体内参', '线粒体内参抗体'] },
  { kind: 'cytoplasmic', en: ['cytoplasmicloadingcontrol', 'cytoplasmiccontrol'], zh: ['胞浆内参', '胞质内参', '细胞质内参'] },
];

/** Any fluorophore conjugate (荧光二抗, fluorescent secondary): the conjugation values FLUOROPHORE matches. */
export const FLUORESCENT_WORDS = { en: ['fluorescent', 'fluorescence', 'fluorophore', 'fluorochrome'], zh: ['荧光', '荧光标记', '荧光素标记'] } as const;
/** Conjugation values that are fluorophores (the vocabulary staff extend: iFluor, DyLight, BV421… match too). */
export const FLUOROPHORE = /alexa|dylight|abfluor|ifluor|fluor|fitc|tritc|rhodamine|texas|^pe\b|^pe-|^apc|percp|cy\d|^bv\d|brilliant|pacific|^af\d|coralite|gfp|cf\d/i;
/** A bare dye number (驴抗兔488, goat anti-mouse 488) is the conjugate of that number the catalogue has. */
export const DYE_NUMBERS = [350, 405, 430, 488, 514, 532, 546, 550, 555, 568, 594, 633, 647, 650, 660, 680, 700, 750, 755, 790, 800] as const;

/** The recombinant products (重组兔单抗): the word the catalogue writes in their names. */
export const RECOMBINANT_WORDS = { en: ['recombinant', 'recomb'], zh: ['重组', '重组抗体'] } as const;

/** Words that only say how the antibody is labelled (FITC标记CD4, HRP-conjugated): not matched. */
export const LABEL_WORDS = { en: ['conjugated', 'conjugate', 'labeled', 'labelled', 'tagged'], zh: ['标记', '偶联', '标记的', '偶联的', '结合'] } as const;

/** A trailing 蛋白 after a target's name (tau蛋白, p53蛋白) says "protein": dropped there, a word elsewhere. */
export const PROTEIN_WORDS = ['蛋白', '蛋白质'] as const;

/** Words a secondary antibody's name holds after the species it detects (anti-rabbit IgG, 抗兔IgG, 山羊抗小鼠二抗). */
export const SECONDARY_WORDS = ['igg', 'igm', 'iga', 'igy', 'hl', 'fab', 'fab2', 'fc', 'secondary', '二抗'] as const;

/**
 * Words Taiwan and Hong Kong write for what the mainland calls otherwise, after the query is in simplified characters
 * (reading/simplified-query.ts): 單株抗體 is a monoclonal antibody (单克隆抗体), 二次抗體 a secondary (二抗), 螢光
 * fluorescence (荧光, not the firefly's 萤), 粒線體 the mitochondrion, 介白素 an interleukin, 醯 the chemists' 酰
 * (乙醯化 acetylated). Each pattern is replaced where it stands; 組織蛋白 is histone except in 組織蛋白酶 (cathepsin).
 */
export const REGIONAL_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/单株/g, '单克隆'],
  [/多株/g, '多克隆'],
  [/单源抗体/g, '单克隆抗体'],
  [/二次抗体/g, '二抗'],
  [/萤光/g, '荧光'],
  [/粒线体/g, '线粒体'],
  [/醯/g, '酰'],
  [/介白素/g, '白细胞介素'],
  [/细胞激素/g, '细胞因子'],
  [/免疫组织化学染色|免疫组织化学|免疫组织染色/g, '免疫组化'],
  [/西方墨点法|西方墨点|西方点墨法|西方转渍法/g, '免疫印迹'],
  [/流式细胞仪/g, '流式细胞术'],
  [/组织蛋白(?!酶)/g, '组蛋白'],
  [/细胞周期素/g, '细胞周期蛋白'],
  [/钙黏着蛋白|钙黏著蛋白|钙粘着蛋白/g, '钙黏蛋白'],
  [/整合蛋白/g, '整合素'],
  [/微小管蛋白/g, '微管蛋白'],
  [/间质金属蛋白酶/g, '基质金属蛋白酶'],
  [/凋亡蛋白酶/g, '半胱天冬酶'],
  [/热休克蛋白质/g, '热休克蛋白'],
  [/胜肽/g, '多肽'],
];
