/**
 * The demo catalogue's free texts in Chinese (issue 35), as a Chinese supplier writes them on its datasheets: the
 * generator writes English, and this gives the Chinese of the texts it writes often (form, buffer, storage,
 * purification, immunogen, specificity, molecular weight, location, research field). A text it does not know stays
 * without a Chinese version (''), and the pages show the English one, as for a supplier who gave none.
 */

const FORMS: Record<string, string> = {
  Liquid: '液体',
  Lyophilized: '冻干粉',
  Kit: '试剂盒',
  Powder: '粉末',
  Suspension: '悬液',
  Membrane: '膜',
};

const BUFFERS: Record<string, string> = {
  'Lyophilized from PBS, pH 7.4, with 5% trehalose. Reconstitute with 100 µl sterile distilled water.':
    '由含 5% 海藻糖的 PBS（pH 7.4）冻干而成。使用前以 100 µl 无菌蒸馏水复溶。',
  'PBS, pH 7.4, containing 0.05% ProClin 300, 1% BSA and 50% glycerol.': 'PBS（pH 7.4），含 0.05% ProClin 300、1% BSA 和 50% 甘油。',
  'Supplied as a 50% slurry in PBS, pH 7.4, with 0.02% sodium azide.': '以 50% 悬浆形式提供于 PBS（pH 7.4）中，含 0.02% 叠氮钠。',
  'PBS, pH 7.4, containing 0.09% sodium azide and 1% BSA.': 'PBS（pH 7.4），含 0.09% 叠氮钠和 1% BSA。',
  'PBS, pH 7.4, containing 0.02% sodium azide, 0.4 mg/ml BSA and 50% glycerol.': 'PBS（pH 7.4），含 0.02% 叠氮钠、0.4 mg/ml BSA 和 50% 甘油。',
};

const STORAGE: Record<string, string> = {
  'Store at 4°C. Do not freeze. Stable for one year from receipt.': '4°C 保存，请勿冻存。自收货之日起一年内稳定。',
  'Store at 4°C protected from light. Do not freeze. Stable for one year from receipt.': '4°C 避光保存，请勿冻存。自收货之日起一年内稳定。',
  'Store at -20°C for up to one year; aliquot to avoid repeated freeze-thaw cycles. Diluted antibody can be kept at 4°C for about one week.':
    '-20°C 保存，有效期一年；请分装以避免反复冻融。稀释后的抗体可在 4°C 保存约一周。',
  'Store at room temperature': '室温保存',
  'Store at 4°C': '4°C 保存',
  'Store at -20°C': '-20°C 保存',
  'Store at 4°C, protect from light': '4°C 避光保存',
  'Store at -20°C, protect from light': '-20°C 避光保存',
};

const PURIFICATION: Record<string, string> = {
  'Immunogen affinity purified; cross-adsorbed against serum proteins of other species': '免疫原亲和纯化；经其他种属血清蛋白交叉吸附',
  'Ni-NTA affinity purified recombinant VHH': 'Ni-NTA 亲和纯化的重组 VHH',
  'Protein A affinity purified (recombinant)': 'Protein A 亲和纯化（重组）',
  'Protein G affinity purified': 'Protein G 亲和纯化',
  'Affinity purified with the phosphopeptide and depleted against the non-phosphopeptide': '经磷酸化肽亲和纯化，并以非磷酸化肽去除非特异性抗体',
  'Antigen affinity purified': '抗原亲和纯化',
};

const LOCATIONS: Record<string, string> = {
  Nucleus: '细胞核',
  Cytoplasm: '细胞质',
  'Cell membrane': '细胞膜',
  Secreted: '分泌型',
  Mitochondrion: '线粒体',
  'Endoplasmic reticulum': '内质网',
  Cytoskeleton: '细胞骨架',
  'Golgi apparatus': '高尔基体',
  Lysosome: '溶酶体',
  'Extracellular matrix': '细胞外基质',
};

const FIELDS: Record<string, string> = {
  Cancer: '肿瘤',
  Neuroscience: '神经科学',
  Immunology: '免疫学',
  'Cell biology': '细胞生物学',
  Epigenetics: '表观遗传学',
  Metabolism: '代谢',
  'Signal transduction': '信号转导',
  'Stem cells': '干细胞',
  Cardiovascular: '心血管',
  Apoptosis: '细胞凋亡',
  Autophagy: '自噬',
  'DNA damage': 'DNA 损伤',
  'Cell cycle': '细胞周期',
  'Developmental biology': '发育生物学',
  Buffers: '缓冲液',
  'Cell assays': '细胞检测',
  'Cell imaging': '细胞成像',
  Electrophoresis: '电泳',
  Immunohistochemistry: '免疫组化',
  Immunoprecipitation: '免疫沉淀',
  'Molecular biology': '分子生物学',
  'Protein quantification': '蛋白定量',
  'Sample preparation': '样品制备',
  'Western blot': '蛋白质印迹',
};

const MODIFIED: Record<string, string> = {
  phosphorylated: '磷酸化',
  acetylated: '乙酰化',
  butyrylated: '丁酰化',
  methylated: '甲基化',
  trimethylated: '三甲基化',
  hydroxylated: '羟基化',
  cleaved: '剪切',
};

/** Texts the generator builds around a target's name or a residue: their Chinese by pattern. */
const PATTERNS: readonly [RegExp, (...groups: string[]) => string][] = [
  [/^Synthetic peptide surrounding (\S+) of human (.+), (\w+) at that residue, conjugated to KLH\.$/, (site, name, mod) => `人源 ${name} ${site} 位点周围的合成肽（该位点${MODIFIED[mod] ?? mod}），偶联 KLH。`],
  [/^Recombinant fragment corresponding to human (.+) aa (\d+)-(\d+)\.$/, (name, from, to) => `对应人源 ${name} 第 ${from}-${to} 位氨基酸的重组片段。`],
  [/^Synthetic peptide within human (.+) aa (\d+)-(\d+), conjugated to KLH\.$/, (name, from, to) => `人源 ${name} 第 ${from}-${to} 位氨基酸内的合成肽，偶联 KLH。`],
  [/^Synthetic peptide (\S+) conjugated to KLH\.$/, (sequence) => `合成肽 ${sequence}，偶联 KLH。`],
  [/^(.+) antibody detects endogenous levels of total \1 protein\.$/, (name) => `${name} 抗体可检测内源性总 ${name} 蛋白。`],
  [/^Detects endogenous (.+) only when (\w+) at (\S+)\.$/, (name, mod, site) => `仅检测 ${site} 位点${MODIFIED[mod] ?? mod}的内源性 ${name}。`],
  [/^(\d+) kDa$/, (kda) => `${kda} kDa`],
  [/^(\d+) kDa \(calculated\); (\d+) kDa \(observed\)$/, (calculated, observed) => `${calculated} kDa（理论值）；${observed} kDa（实测值）`],
  [/^(\d+) kDa \(tag alone\)$/, (kda) => `${kda} kDa（仅标签）`],
  [/^(\d+) kDa \(target immunoglobulin\)$/, (kda) => `${kda} kDa（靶免疫球蛋白）`],
  [/^Depends on the fusion partner$/, () => '取决于融合蛋白'],
];

const byPattern = (english: string): string => {
  for (const [pattern, chinese] of PATTERNS) {
    const match = pattern.exec(english);
    if (match) return chinese(...match.slice(1));
  }
  return '';
};

/** Comma-separated words each of which the table knows ("Nucleus, Cytoplasm" → "细胞核、细胞质"), or ''. */
const words = (table: Record<string, string>, english: string): string => {
  const parts = english.split(',').map((part) => part.trim());
  return parts.every((part) => table[part]) ? parts.map((part) => table[part]).join('、') : '';
};

/** The Chinese of a generated English text of the field `wire` (the declaration's wire name), '' when the demo has none. */
export function demoChinese(wire: string, english: string): string {
  if (!english) return '';
  switch (wire) {
    case 'form':
      return FORMS[english] ?? '';
    case 'buffersystem':
      return BUFFERS[english] ?? '';
    case 'storage':
      return STORAGE[english] ?? '';
    case 'purification':
      return PURIFICATION[english] ?? '';
    case 'subcellularlocation':
      return words(LOCATIONS, english);
    case 'researchfield':
      return words(FIELDS, english);
    case 'immunogen':
    case 'specificity':
    case 'molecularweight':
      return byPattern(english);
    default:
      return '';
  }
}
