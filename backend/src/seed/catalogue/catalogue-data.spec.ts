import { APPLICATIONS, CLONALITIES, CONJUGATIONS, HOSTS, ISOTYPES, MODIFICATIONS, PRODUCT_TYPES, REACTIVITIES } from './enumerations';
import { HOME_CAROUSEL, PROMOTIONS } from './home-content';
import { speciesGroupOf } from './species';
import { TAGS_BY_GROUP } from './tags';
import { LOADING_CONTROLS, TARGETS } from './targets';

describe('reference data', () => {
  it('has the enumeration sizes of spec section 3, without duplicates', () => {
    expect(APPLICATIONS).toHaveLength(28);
    expect(HOSTS).toHaveLength(13);
    expect(CONJUGATIONS).toHaveLength(40);
    expect(REACTIVITIES.length).toBeGreaterThanOrEqual(60);
    expect(MODIFICATIONS).toHaveLength(7);
    expect(CLONALITIES).toHaveLength(3);
    expect(ISOTYPES).toHaveLength(7);
    expect(PRODUCT_TYPES).toHaveLength(6);
    for (const list of [APPLICATIONS, HOSTS, CONJUGATIONS, REACTIVITIES]) expect(new Set<string>(list).size).toBe(list.length);
  });

  it('has at least 250 well-formed real targets', () => {
    expect(TARGETS.length).toBeGreaterThanOrEqual(250);
    expect(new Set(TARGETS.map((t) => t.gene)).size).toBe(TARGETS.length);
    const uniprot = /^([OPQ][0-9][A-Z0-9]{3}[0-9]|[A-NR-Z][0-9]([A-Z][A-Z0-9]{2}[0-9]){1,2})$/;
    for (const t of TARGETS) {
      expect(t.swissProtHuman).toMatch(uniprot);
      // Mouse and rat ids are the table's real ones or empty, never invented (they link to UniProt and NCBI).
      for (const id of [t.swissProtMouse, t.swissProtRat]) if (id !== '') expect(id).toMatch(uniprot);
      expect(t.entrezHuman).toMatch(/^\d+$/);
      for (const id of [t.entrezMouse, t.entrezRat]) if (id !== '') expect(id).toMatch(/^\d+$/);
      expect(t.molecularWeightKda).toBeGreaterThan(0);
      expect(t.background.length).toBeGreaterThan(40);
    }
    const tp53 = TARGETS.find((t) => t.gene === 'TP53');
    expect(tp53).toMatchObject({ swissProtHuman: 'P04637', swissProtMouse: 'P02340', swissProtRat: 'P10361', entrezHuman: '7157', entrezMouse: '22059', entrezRat: '24842' });
    expect(tp53?.aliases).toContain('p53');
    // No Ly6G6D orthologue ids are known to the table: none are made up.
    expect(TARGETS.find((t) => t.gene === 'LY6G6D')).toMatchObject({ swissProtMouse: '', entrezMouse: '', swissProtRat: '', entrezRat: '' });
  });

  it('sorts every reactivity into a species group and gives only conserved targets a wider range', () => {
    expect(REACTIVITIES.filter((r) => speciesGroupOf(r) === undefined)).toEqual([]);
    const range = (gene: string) => TARGETS.find((t) => t.gene === gene)?.reactivityRange;
    expect([range('ACTB'), range('H3C1'), range('GAPDH'), range('TP53'), range('CD4'), range('MLANA')]).toEqual(['eukaryote', 'eukaryote', 'animal', 'vertebrate', 'mammal', 'mammal']);
    expect(TARGETS.filter((t) => t.reactivityRange === 'eukaryote').length).toBeGreaterThanOrEqual(5);
  });

  it('fills every loading-control compartment and tag group', () => {
    for (const markers of Object.values(LOADING_CONTROLS)) expect(markers.length).toBeGreaterThan(0);
    for (const tags of Object.values(TAGS_BY_GROUP)) expect(tags.length).toBeGreaterThan(0);
  });

  it('links the carousel to pathology, zebrafish and plant lists and ships rich promotions', () => {
    const links = HOME_CAROUSEL.map((c) => c.routlink);
    expect(links).toContain("/hot?pageid=1&searchdata=None&producttype=['Pathological Antibody']");
    expect(links).toContain("/hot?pageid=1&searchdata=None&reactivity=['Zebrafish']");
    expect(links).toContain("/hot?pageid=1&searchdata=None&reactivity=['Plants']");
    expect(PROMOTIONS.length).toBeGreaterThanOrEqual(4);
    expect(PROMOTIONS.length).toBeLessThanOrEqual(6);
    for (const p of PROMOTIONS) {
      for (const html of [p.textedit_ch, p.textedit_en]) {
        expect(html).toMatch(/<h2>/);
        expect(html).toMatch(/<(ul|ol)>/);
        expect(html.length).toBeGreaterThan(200);
      }
    }
  });
});
