import { isPlainTarget, nameTarget, primaryTargetNames, proteinFamily, targetKey, targetNames, targetOf } from './product-target';

describe('what a product is about', () => {
  it('reads the target a product name starts with, as catalogues write names', () => {
    expect(nameTarget('p53 Rabbit Monoclonal Antibody [EPR17343]', 'Rabbit')).toBe('p53');
    expect(nameTarget('Anti-p53 antibody [DO-1]', 'Mouse')).toBe('p53');
    expect(nameTarget('p53 (7F5) Rabbit mAb', 'Rabbit')).toBe('p53');
    expect(nameTarget('beta-Actin Mouse Monoclonal Antibody [AC-15] - Loading Control', 'Mouse')).toBe('betaactin');
    expect(nameTarget('Phospho-Akt (Ser473) Recombinant Rabbit Monoclonal Antibody', 'Rabbit')).toBe('phosphoakt');
    expect(nameTarget('VDAC1 Camel Nano-antibody (VHH) (Cy5 Conjugated)', 'Camel')).toBe('vdac1');
    expect(nameTarget('alpha Smooth Muscle Actin Guinea pig Polyclonal Antibody', 'Guinea pig')).toBe('alphasmoothmuscleactin');
    // A product without a host is no antibody: a reagent's whole name is what it is.
    expect(nameTarget('Primary Antibody Dilution Buffer', '')).toBe('primaryantibodydilutionbuffer');
  });

  it('names the target every way a researcher may type it, as keys', () => {
    expect(targetKey(' Beta-Actin ')).toBe('betaactin');
    expect(targetKey('β-actin')).toBe('betaactin');
    expect(targetKey('ＨＬＡ－ＤＲＡ')).toBe('hladra');
    expect(proteinFamily('Actin, cytoplasmic 1')).toBe('actin');
    expect(proteinFamily('Calbindin')).toBe('');
    const actb = { geneName: 'ACTB', alternativeNames: 'beta-Actin; β-Actin, ACTB', proteinName: 'Actin, cytoplasmic 1', productName: 'beta-Actin Rabbit Polyclonal Antibody', host: 'Rabbit' };
    expect(targetNames(actb).sort()).toEqual(['actb', 'actin', 'actincytoplasmic1', 'betaactin']);
    expect(targetOf(actb)).toBe('actb');
    expect(primaryTargetNames(actb).sort()).toEqual(['actb', 'actin', 'actincytoplasmic1', 'betaactin']);
    expect(isPlainTarget(actb)).toBe(true);
    const phospho = { geneName: 'TP53', alternativeNames: 'p53', proteinName: 'Cellular tumor antigen p53', productName: 'Phospho-p53 (Ser15) Antibody', host: 'Rabbit' };
    expect(isPlainTarget(phospho)).toBe(false);
    expect(isPlainTarget({ ...phospho, productName: 'p53 (7F5) Rabbit mAb' })).toBe(true);
    expect(targetOf({ geneName: '', productName: 'His Tag Mouse Monoclonal Antibody [11F3]', host: 'Mouse' })).toBe('histag');
  });
});
