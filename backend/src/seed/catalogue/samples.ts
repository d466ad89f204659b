import type { LocalizedText } from '@shop/contract';
/**
 * Biological samples named in image captions; paired zh/en so captions read naturally in both
 * interfaces, each with its species so a picture only shows samples the antibody reacts with.
 */

export interface Sample extends LocalizedText {
  /** A reactivity value (enumerations), or 'Other' for tag-expressing cells. */
  species: string;
}

const s = (en: string, zh: string, species = 'Human'): Sample => ({ en, zh, species });

export const LYSATES_BY_SPECIES: Readonly<Record<string, readonly Sample[]>> = {
  Human: [
    s('HeLa', 'HeLa细胞'), s('HEK-293T', 'HEK-293T细胞'), s('Jurkat', 'Jurkat细胞'), s('A549', 'A549细胞'),
    s('MCF-7', 'MCF-7细胞'), s('HepG2', 'HepG2细胞'), s('K562', 'K562细胞'), s('SH-SY5Y', 'SH-SY5Y细胞'),
    s('U-87 MG', 'U-87 MG细胞'), s('HCT 116', 'HCT 116细胞'), s('PC-3', 'PC-3细胞'), s('THP-1', 'THP-1细胞'),
  ],
  Mouse: [
    s('NIH/3T3', 'NIH/3T3细胞', 'Mouse'), s('mouse brain', '小鼠脑组织', 'Mouse'), s('mouse liver', '小鼠肝组织', 'Mouse'), s('RAW 264.7', 'RAW 264.7细胞', 'Mouse'),
    s('C2C12', 'C2C12细胞', 'Mouse'), s('mouse kidney', '小鼠肾组织', 'Mouse'), s('mouse spleen', '小鼠脾组织', 'Mouse'), s('mouse heart', '小鼠心脏组织', 'Mouse'),
  ],
  Rat: [
    s('PC-12', 'PC-12细胞', 'Rat'), s('rat brain', '大鼠脑组织', 'Rat'), s('rat liver', '大鼠肝组织', 'Rat'), s('C6', 'C6细胞', 'Rat'),
    s('H9c2', 'H9c2细胞', 'Rat'), s('rat heart', '大鼠心脏组织', 'Rat'),
  ],
  Zebrafish: [
    s('zebrafish embryo (72 hpf)', '斑马鱼胚胎（受精后72小时）', 'Zebrafish'), s('adult zebrafish brain', '成年斑马鱼脑组织', 'Zebrafish'),
    s('adult zebrafish muscle', '成年斑马鱼肌肉组织', 'Zebrafish'),
  ],
  Plants: [
    s('Arabidopsis thaliana leaf', '拟南芥叶片', 'Plants'), s('rice seedling', '水稻幼苗', 'Plants'), s('maize leaf', '玉米叶片', 'Plants'),
    s('tobacco leaf', '烟草叶片', 'Plants'),
  ],
  Other: [
    s('E. coli expressing the fusion protein', '表达融合蛋白的大肠杆菌', 'Other'), s('transfected HEK-293T', '转染的HEK-293T细胞', 'Other'),
    s('S. cerevisiae', '酿酒酵母', 'Other'),
  ],
};

export const IHC_TISSUES: readonly Sample[] = [
  s('human breast carcinoma', '人乳腺癌组织'), s('human colon carcinoma', '人结肠癌组织'), s('human tonsil', '人扁桃体组织'),
  s('human lung adenocarcinoma', '人肺腺癌组织'), s('human liver', '人肝组织'), s('human kidney', '人肾组织'),
  s('human cerebral cortex', '人大脑皮层组织'), s('human prostate carcinoma', '人前列腺癌组织'), s('human stomach', '人胃组织'),
  s('human skin', '人皮肤组织'), s('mouse brain', '小鼠脑组织', 'Mouse'), s('rat kidney', '大鼠肾组织', 'Rat'), s('human lymph node', '人淋巴结组织'),
  s('mouse kidney', '小鼠肾组织', 'Mouse'), s('zebrafish retina', '斑马鱼视网膜组织', 'Zebrafish'), s('Arabidopsis root tip', '拟南芥根尖', 'Plants'),
];

export const IF_CELLS: readonly Sample[] = [
  s('HeLa', 'HeLa'), s('U-2 OS', 'U-2 OS'), s('A549', 'A549'), s('MCF-7', 'MCF-7'), s('NIH/3T3', 'NIH/3T3', 'Mouse'),
  s('HepG2', 'HepG2'), s('SH-SY5Y', 'SH-SY5Y'), s('C2C12', 'C2C12', 'Mouse'), s('PC-12', 'PC-12', 'Rat'),
  s('zebrafish ZF4', '斑马鱼ZF4', 'Zebrafish'), s('tobacco BY-2', '烟草BY-2', 'Plants'),
];

export const FLOW_CELLS: readonly Sample[] = [
  s('Jurkat', 'Jurkat'), s('human peripheral blood lymphocytes', '人外周血淋巴'), s('K562', 'K562'), s('THP-1', 'THP-1'),
  s('Raji', 'Raji'), s('mouse splenocytes', '小鼠脾', 'Mouse'), s('HeLa', 'HeLa'), s('rat thymocytes', '大鼠胸腺', 'Rat'),
  s('Arabidopsis protoplasts', '拟南芥原生质体', 'Plants'),
];

/** Human lines with a knockout made of them, for knockout-validation blots. */
export const KNOCKOUT_LINES: readonly Sample[] = [s('HeLa', 'HeLa细胞'), s('HEK-293T', 'HEK-293T细胞'), s('A549', 'A549细胞'), s('HAP1', 'HAP1细胞')];

/** Samples whose species the antibody reacts with; falls back to human, then to the whole pool. */
export function samplesFor(pool: readonly Sample[], reactivities: readonly string[]): readonly Sample[] {
  const fitting = pool.filter((p) => reactivities.includes(p.species));
  if (fitting.length > 0) return fitting;
  const human = pool.filter((p) => p.species === 'Human');
  return human.length > 0 ? human : pool;
}
