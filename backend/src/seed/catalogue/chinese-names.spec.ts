import { chineseName, demoChineseName } from './chinese-names';
import { generateCatalogue } from './product-generator';

describe('the demo catalogue\'s Chinese product names (issue 48)', () => {
  it.each([
    ['Phospho-VEGFR2 (Tyr1175) Mouse Monoclonal Antibody [11F8]', '磷酸化 VEGFR2 (Tyr1175) 小鼠单克隆抗体 [11F8]'],
    ['GAPDH Rat Monoclonal Antibody [TD17] - Loading Control', 'GAPDH 大鼠单克隆抗体 [TD17]（内参）'],
    ['Acetyl-Histone H2B (Lys120) Hamster Monoclonal Antibody [L214] (Agarose Conjugated)', '乙酰化 Histone H2B (Lys120) 仓鼠单克隆抗体 [L214]（Agarose 标记）'],
    ['Tri-Methyl-Histone H3 (Lys9) Camel Nano-antibody (VHH)', '三甲基化 Histone H3 (Lys9) 骆驼纳米抗体 (VHH)'],
    ['Cleaved Caspase-3 (Asp175) Alpaca Nano-antibody (VHH) (Cy3 Conjugated)', '剪切型 Caspase-3 (Asp175) 羊驼纳米抗体 (VHH)（Cy3 标记）'],
    ['HaloTag Tag Mouse Polyclonal Antibody', 'HaloTag标签 小鼠多克隆抗体'],
    ['MSH6 Rabbit Monoclonal Antibody [T30-6] - IHC Pathology Grade', 'MSH6 兔单克隆抗体 [T30-6]（病理级 IHC）'],
    ['Anti-Guinea pig IgG (H+L) DyLight 800 Goat Polyclonal Antibody', 'DyLight 800 标记山羊抗豚鼠 IgG (H+L) 多克隆抗体'],
    ['Anti-Mouse IgG1 Biotin Goat Polyclonal Antibody', 'Biotin 标记山羊抗小鼠 IgG1 多克隆抗体'],
    ['Anti-Alpaca VHH Rhodamine Goat Polyclonal Antibody', 'Rhodamine 标记山羊抗羊驼 VHH 多克隆抗体'],
    ['BCA Protein Assay Kit', 'BCA 蛋白定量试剂盒'],
    ['Some Future Reagent', ''],
  ])('%s → %s', (english, chinese) => {
    expect(chineseName(english)).toBe(chinese);
  });

  it('gives four products in five a Chinese name, keeping the symbol researchers search by', () => {
    const products = [...generateCatalogue(2000, 1)];
    const named = products.filter((p) => demoChineseName(p) !== '');
    expect(named.length / products.length).toBeGreaterThanOrEqual(0.75);
    // Every fifth product stays untranslated, as in a real catalogue; all others of a known pattern have a name.
    const untranslated = products.filter((p) => p.pid % 5 !== 0 && chineseName(p.productName) === '').map((p) => p.productName);
    expect(untranslated).toEqual([]);
    for (const p of named.slice(0, 200)) expect(demoChineseName(p)).toMatch(/[\u4e00-\u9fff]/);
  });
});
