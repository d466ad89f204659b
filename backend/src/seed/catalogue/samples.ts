/** Biological samples named in image captions; paired zh/en so captions read naturally in both interfaces. */
import type { Bilingual } from './types';

const s = (en: string, zh: string): Bilingual => ({ en, zh });

export const LYSATES_BY_SPECIES: Readonly<Record<string, readonly Bilingual[]>> = {
  Human: [
    s('HeLa', 'HeLa细胞'), s('HEK-293T', 'HEK-293T细胞'), s('Jurkat', 'Jurkat细胞'), s('A549', 'A549细胞'),
    s('MCF-7', 'MCF-7细胞'), s('HepG2', 'HepG2细胞'), s('K562', 'K562细胞'), s('SH-SY5Y', 'SH-SY5Y细胞'),
    s('U-87 MG', 'U-87 MG细胞'), s('HCT 116', 'HCT 116细胞'), s('PC-3', 'PC-3细胞'), s('THP-1', 'THP-1细胞'),
  ],
  Mouse: [
    s('NIH/3T3', 'NIH/3T3细胞'), s('mouse brain', '小鼠脑组织'), s('mouse liver', '小鼠肝组织'), s('RAW 264.7', 'RAW 264.7细胞'),
    s('C2C12', 'C2C12细胞'), s('mouse kidney', '小鼠肾组织'), s('mouse spleen', '小鼠脾组织'), s('mouse heart', '小鼠心脏组织'),
  ],
  Rat: [s('PC-12', 'PC-12细胞'), s('rat brain', '大鼠脑组织'), s('rat liver', '大鼠肝组织'), s('C6', 'C6细胞'), s('H9c2', 'H9c2细胞'), s('rat heart', '大鼠心脏组织')],
  Zebrafish: [s('zebrafish embryo (72 hpf)', '斑马鱼胚胎（受精后72小时）'), s('adult zebrafish brain', '成年斑马鱼脑组织'), s('adult zebrafish muscle', '成年斑马鱼肌肉组织')],
  Plants: [s('Arabidopsis thaliana leaf', '拟南芥叶片'), s('rice seedling', '水稻幼苗'), s('maize leaf', '玉米叶片'), s('tobacco leaf', '烟草叶片')],
  Other: [s('E. coli expressing the fusion protein', '表达融合蛋白的大肠杆菌'), s('transfected HEK-293T', '转染的HEK-293T细胞'), s('S. cerevisiae', '酿酒酵母')],
};

export const IHC_TISSUES: readonly Bilingual[] = [
  s('human breast carcinoma', '人乳腺癌组织'), s('human colon carcinoma', '人结肠癌组织'), s('human tonsil', '人扁桃体组织'),
  s('human lung adenocarcinoma', '人肺腺癌组织'), s('human liver', '人肝组织'), s('human kidney', '人肾组织'),
  s('human cerebral cortex', '人大脑皮层组织'), s('human prostate carcinoma', '人前列腺癌组织'), s('human stomach', '人胃组织'),
  s('human skin', '人皮肤组织'), s('mouse brain', '小鼠脑组织'), s('rat kidney', '大鼠肾组织'), s('human lymph node', '人淋巴结组织'),
];

export const IF_CELLS: readonly Bilingual[] = [
  s('HeLa', 'HeLa'), s('U-2 OS', 'U-2 OS'), s('A549', 'A549'), s('MCF-7', 'MCF-7'), s('NIH/3T3', 'NIH/3T3'),
  s('HepG2', 'HepG2'), s('SH-SY5Y', 'SH-SY5Y'), s('C2C12', 'C2C12'), s('COS-7', 'COS-7'),
];

export const FLOW_CELLS: readonly Bilingual[] = [
  s('Jurkat', 'Jurkat'), s('human peripheral blood lymphocytes', '人外周血淋巴'), s('K562', 'K562'), s('THP-1', 'THP-1'),
  s('Raji', 'Raji'), s('mouse splenocytes', '小鼠脾'), s('HeLa', 'HeLa'),
];
