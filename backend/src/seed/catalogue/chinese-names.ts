import type { CatalogueProduct } from './types';

/**
 * The demo catalogue's Chinese product names (issue 48), as Chinese suppliers write them: the gene or protein
 * symbol stays as it is (researchers search by it), the rest in Chinese — 磷酸化 VEGFR2 (Tyr1175) 小鼠单克隆抗体
 * [11F8], HRP 标记山羊抗兔 IgG (H+L) 多克隆抗体, BCA 蛋白定量试剂盒. Four products in five have one; the fifth
 * has none, as in a real catalogue where some items were never translated (the zh pages then show the English name).
 */

const HOSTS: Record<string, string> = {
  Rabbit: '兔', Mouse: '小鼠', Rat: '大鼠', Goat: '山羊', Donkey: '驴', Chicken: '鸡', Hamster: '仓鼠', 'Guinea pig': '豚鼠',
  Human: '人源', Sheep: '绵羊', Horse: '马', Camel: '骆驼', Alpaca: '羊驼', Llama: '美洲驼', Pig: '猪', Bovine: '牛',
};

const MODIFICATIONS: Record<string, string> = {
  Phospho: '磷酸化', Acetyl: '乙酰化', Butyryl: '丁酰化', Hydroxy: '羟基化', 'Tri-Methyl': '三甲基化', 'Di-Methyl': '二甲基化',
  'Mono-Methyl': '单甲基化', Methyl: '甲基化', Ubiquityl: '泛素化', Crotonyl: '巴豆酰化', Succinyl: '琥珀酰化', Lactyl: '乳酰化',
  Malonyl: '丙二酰化', Cleaved: '剪切型',
};

const SUFFIXES: Record<string, string> = { 'Loading Control': '（内参）', 'IHC Pathology Grade': '（病理级 IHC）' };

const REAGENTS: Record<string, string> = {
  '10X Transfer Buffer': '10X 转膜缓冲液',
  '10X Tris-Glycine-SDS Running Buffer': '10X Tris-甘氨酸-SDS 电泳缓冲液',
  '5X SDS-PAGE Loading Buffer': '5X SDS-PAGE 上样缓冲液',
  'Annexin V-FITC/PI Apoptosis Detection Kit': 'Annexin V-FITC/PI 细胞凋亡检测试剂盒',
  'Anti-DYKDDDDK Affinity Gel': 'Anti-DYKDDDDK 亲和凝胶',
  'Antifade Mounting Medium with DAPI': '抗荧光淬灭封片剂（含 DAPI）',
  'BCA Protein Assay Kit': 'BCA 蛋白定量试剂盒',
  'BSA (Fraction V, IgG-free)': '牛血清白蛋白 BSA（组分 V，无 IgG）',
  'Bradford Protein Assay Kit': 'Bradford 蛋白定量试剂盒',
  'CCK-8 Cell Counting Kit': 'CCK-8 细胞增殖检测试剂盒',
  'ChIP Assay Kit': '染色质免疫沉淀（ChIP）试剂盒',
  'Citrate Antigen Retrieval Solution (pH 6.0)': '柠檬酸盐抗原修复液（pH 6.0）',
  'DAB Chromogen Substrate Kit': 'DAB 显色试剂盒',
  'DAPI Staining Solution': 'DAPI 染色液',
  'EDTA Antigen Retrieval Solution (pH 9.0)': 'EDTA 抗原修复液（pH 9.0）',
  'EdU Cell Proliferation Kit (Alexa Fluor 488)': 'EdU 细胞增殖检测试剂盒（Alexa Fluor 488）',
  'Enhanced ECL Chemiluminescent Substrate': '超敏 ECL 化学发光底物',
  'Hematoxylin Staining Solution': '苏木素染色液',
  'Histone Extraction Kit': '组蛋白提取试剂盒',
  'NP-40 Lysis Buffer': 'NP-40 裂解液',
  'Nuclear and Cytoplasmic Protein Extraction Kit': '核蛋白与胞浆蛋白提取试剂盒',
  'PBS Buffer (10X, pH 7.4)': 'PBS 缓冲液（10X，pH 7.4）',
  'PMSF (100 mM)': 'PMSF 蛋白酶抑制剂（100 mM）',
  'PVDF Membrane (0.45 µm)': 'PVDF 膜（0.45 µm）',
  'Phosphatase Inhibitor Cocktail (50X)': '磷酸酶抑制剂混合物（50X）',
  'Prestained Protein Ladder (10-250 kDa)': '预染蛋白分子量标准（10-250 kDa）',
  'Primary Antibody Dilution Buffer': '一抗稀释液',
  'Protease Inhibitor Cocktail (100X)': '蛋白酶抑制剂混合物（100X）',
  'Protein A/G Agarose': 'Protein A/G 琼脂糖珠',
  'Protein A/G Magnetic Beads': 'Protein A/G 磁珠',
  'Protein-Free Rapid Blocking Buffer': '无蛋白快速封闭液',
  'RIPA Lysis Buffer (Medium)': 'RIPA 裂解液（中强度）',
  'RIPA Lysis Buffer (Strong)': 'RIPA 裂解液（强）',
  'TBST Buffer (20X)': 'TBST 缓冲液（20X）',
  '4% Paraformaldehyde Fix Solution': '4% 多聚甲醛固定液',
  'CUT&Tag Assay Kit': 'CUT&Tag 检测试剂盒',
  'Immunofluorescence Blocking Buffer': '免疫荧光封闭液',
  'Reactive Oxygen Species Assay Kit (DCFH-DA)': '活性氧检测试剂盒（DCFH-DA）',
  'SDS-PAGE Gel Preparation Kit': 'SDS-PAGE 凝胶配制试剂盒',
  'Total RNA Extraction Reagent': '总 RNA 提取试剂',
  'Ultra-Sensitive ECL Substrate': '超敏 ECL 发光底物',
  'Universal Two-Step IHC Detection Kit (HRP)': '通用型二步法免疫组化检测试剂盒（HRP）',
  'Western Blot Stripping Buffer': 'Western 抗体洗脱液',
};

const host = Object.keys(HOSTS).join('|');
const modification = Object.keys(MODIFICATIONS).join('|');
/** A primary, tag or nano antibody: [modification-]target host kind [clone] [(conjugate Conjugated)] [- suffix]. */
const ANTIBODY = new RegExp(
  `^(?:(${modification})[- ])?(.+?) (${host}) (Monoclonal Antibody \\[([^\\]]+)\\]|Polyclonal Antibody|Nano-antibody \\(VHH\\))(?: \\((.+) Conjugated\\))?(?: - (${Object.keys(SUFFIXES).join('|')}))?$`,
);
/** A secondary: Anti-species immunoglobulin [conjugate] host Polyclonal Antibody. */
const SECONDARY = new RegExp(`^Anti-(${host}) ((?:Ig[GMAEY]\\d?[a-z]?|VHH)(?: \\([^)]+\\))?)(?: (.+?))? (${host}) Polyclonal Antibody$`);

const KINDS: Record<string, string> = { 'Polyclonal Antibody': '多克隆抗体', 'Nano-antibody (VHH)': '纳米抗体 (VHH)' };

/** The Chinese name of an English product name the generator writes, or '' when it has none. */
export function chineseName(english: string): string {
  const reagent = REAGENTS[english];
  if (reagent) return reagent;
  const secondary = SECONDARY.exec(english);
  if (secondary) {
    const [, species, immunoglobulin, conjugate, raisedIn] = secondary;
    return `${conjugate ? `${conjugate} 标记` : ''}${HOSTS[raisedIn]}抗${HOSTS[species]} ${immunoglobulin} 多克隆抗体`;
  }
  const antibody = ANTIBODY.exec(english);
  if (!antibody) return '';
  const [, mod, target, raisedIn, kind, clone, conjugate, suffix] = antibody;
  const shownTarget = target.replace(/ Tag$/, '标签');
  const kindZh = clone ? `单克隆抗体 [${clone}]` : KINDS[kind];
  return `${mod ? `${MODIFICATIONS[mod]} ` : ''}${shownTarget} ${HOSTS[raisedIn]}${kindZh}${conjugate ? `（${conjugate} 标记）` : ''}${suffix ? SUFFIXES[suffix] : ''}`;
}

/** A demo product's Chinese name: four products in five have one. */
export function demoChineseName(product: Pick<CatalogueProduct, 'pid' | 'productName'>): string {
  return product.pid % 5 === 0 ? '' : chineseName(product.productName);
}
