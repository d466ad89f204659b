import { fitsHost, RelatedRequest } from '../modules/items/related-request';
import { pickRelated, RelatedCandidate, relatedPlan } from './related-products';

const map2: RelatedRequest = {
  pid: 1, productType: 'Primary Antibody', host: 'Rabbit', conjugation: 'Unconjugated', modification: 'Unmodified',
  geneName: 'MAP2', productName: 'MAP2 Rabbit Polyclonal Antibody', reactivities: ['Human', 'Mouse'], applications: ['WB', 'ICC/IF'],
};
const c = (pid: number, host: string, conjugation: string, modification = 'Unmodified'): RelatedCandidate => ({ pid, host, conjugation, modification });

describe('related products', () => {
  it('look for the same target, then secondaries against the host; a secondary looks for secondaries against its species', () => {
    expect(relatedPlan(map2)).toEqual({ target: 'map2', sameSpecies: null, secondariesFor: ['Rabbit'] });
    const secondary = { ...map2, productType: 'Secondary Antibody', host: 'Goat', geneName: '', productName: 'Anti-Rabbit IgG (H+L) HRP Goat Polyclonal Antibody', reactivities: ['Rabbit'] };
    expect(relatedPlan(secondary)).toEqual({ target: null, sameSpecies: ['Rabbit'], secondariesFor: null });
    expect(relatedPlan({ ...map2, productType: 'Reagents', host: '', geneName: '', productName: 'TBST Buffer (20X)' })).toEqual({
      target: 'tbstbuffer', sameSpecies: null, secondariesFor: null,
    });
  });

  it('show other hosts, conjugates and modifications first, then the secondaries the applications read with', () => {
    const same = [c(2, 'Rabbit', 'Unconjugated'), c(3, 'Rabbit', 'Unconjugated'), c(4, 'Mouse', 'Unconjugated'), c(5, 'Rabbit', 'FITC'), c(6, 'Mouse', 'Unconjugated'), c(7, 'Rabbit', 'Unconjugated', 'Phosphorylated')];
    const secondaries = [c(20, 'Goat', 'AP'), c(21, 'Goat', 'Alexa Fluor 488'), c(22, 'Donkey', 'HRP')];
    // Mouse, FITC and phospho before more plain rabbit clones; HRP (WB) and a dye (ICC/IF) before AP.
    expect(pickRelated(map2, same, secondaries)).toEqual([4, 5, 7, 2, 22, 21]);
    // Without secondaries, the same target fills the row.
    expect(pickRelated(map2, same, [])).toEqual([4, 5, 7, 2, 3, 6]);
    // Without other products of the target, secondaries do.
    expect(pickRelated(map2, [], secondaries)).toEqual([22, 21, 20]);
  });

  it('never keep a staff-set secondary against another host', () => {
    expect(fitsHost(map2, { productType: 'Secondary Antibody', reactivities: ['Mouse'] })).toBe(false);
    expect(fitsHost(map2, { productType: 'Secondary Antibody', reactivities: ['Rabbit'] })).toBe(true);
    expect(fitsHost(map2, { productType: 'Primary Antibody', reactivities: ['Mouse'] })).toBe(true);
    expect(fitsHost({ productType: 'Secondary Antibody', host: 'Goat' }, { productType: 'Secondary Antibody', reactivities: ['Mouse'] })).toBe(true);
  });
});
