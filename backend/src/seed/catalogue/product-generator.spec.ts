import { FILTER_ENUMERATIONS, PRODUCT_TYPES, SEARCH_TAGS } from './enumerations';
import { generateCatalogue, generateProduct } from './product-generator';
import type { CatalogueProduct } from './types';

const COUNT = 1_000_000;

function valuesOf(p: CatalogueProduct, key: keyof typeof FILTER_ENUMERATIONS): string[] {
  switch (key) {
    case 'reactivity':
      return p.reactivities;
    case 'application':
      return p.applications;
    case 'producttype':
      return [p.productType];
    default:
      return [p[key]];
  }
}

/**
 * Species no demo antibody truthfully reacts with: the demo has no bacterial or viral targets, and
 * tag antibodies, which used to list them, claim no species at all (a tag is no species' protein).
 */
const NO_DEMO_TARGET = new Set(['E. coli', 'Bacteria', 'Virus']);

describe('generateProduct', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    for (const pid of [1, 2, 17, 999, 123456]) {
      expect(generateProduct(pid, COUNT, 1)).toEqual(generateProduct(pid, COUNT, 1));
    }
    const a = Array.from({ length: 20 }, (_, i) => generateProduct(i + 1, COUNT, 1));
    const b = Array.from({ length: 20 }, (_, i) => generateProduct(i + 1, COUNT, 2));
    expect(a).not.toEqual(b);
    expect(a.filter((p, i) => p.productName !== b[i]?.productName).length).toBeGreaterThan(10);
  });

  it('does not depend on generation order', () => {
    const streamed = [...generateCatalogue(50, 3)];
    expect(generateProduct(37, 50, 3)).toEqual(streamed[36]);
  });

  it.each([1, 2, 7])('uses every enumeration value within the first 2,000 pids (seed %i)', (seed) => {
    const seen = new Map<string, Set<string>>();
    const tags = new Set<string>();
    for (const p of generateCatalogue(2000, seed)) {
      for (const key of Object.keys(FILTER_ENUMERATIONS) as (keyof typeof FILTER_ENUMERATIONS)[]) {
        const set = seen.get(key) ?? new Set<string>();
        for (const v of valuesOf(p, key)) if (v) set.add(v);
        seen.set(key, set);
      }
      p.searchTags.forEach((t) => tags.add(t));
    }
    for (const [key, values] of Object.entries(FILTER_ENUMERATIONS)) {
      const got = seen.get(key) ?? new Set<string>();
      expect(values.filter((v) => !got.has(v) && !(key === 'reactivity' && NO_DEMO_TARGET.has(v)))).toEqual([]);
      // Nothing outside the vocabulary, so filter counts match the filter lists.
      expect([...got].filter((v) => !(values as readonly string[]).includes(v))).toEqual([]);
    }
    expect(SEARCH_TAGS.filter((t) => !tags.has(t))).toEqual([]);
  });

  it('gives tag antibodies no species reactivity', () => {
    let tags = 0;
    for (const p of generateCatalogue(2000, 1)) {
      if (p.productType !== 'Tag Antibody') continue;
      tags++;
      expect([p.catalogueNumber, p.reactivities]).toEqual([p.catalogueNumber, []]);
    }
    expect(tags).toBeGreaterThan(50);
  });

  it('keeps pathology, zebrafish and plant lists well stocked', () => {
    let pathology = 0;
    let zebrafish = 0;
    let plants = 0;
    const types = new Map<string, number>();
    for (const p of generateCatalogue(5000)) {
      if (p.productType === 'Pathological Antibody') pathology++;
      if (p.reactivities.includes('Zebrafish')) zebrafish++;
      if (p.reactivities.includes('Plants')) plants++;
      types.set(p.productType, (types.get(p.productType) ?? 0) + 1);
    }
    expect(pathology / 5000).toBeGreaterThan(0.03);
    expect(zebrafish / 5000).toBeGreaterThan(0.03);
    expect(plants / 5000).toBeGreaterThan(0.02);
    expect((types.get('Primary Antibody') ?? 0) / 5000).toBeGreaterThan(0.5);
    expect(PRODUCT_TYPES.every((t) => (types.get(t) ?? 0) > 0)).toBe(true);
  });

  it('gives unique catalogue numbers over 100,000 pids, also ignoring case and hyphens', () => {
    const seen = new Set<string>();
    let withoutHyphen = 0;
    for (const p of generateCatalogue(100_000)) {
      if (!p.catalogueNumber.includes('-')) withoutHyphen++;
      seen.add(p.catalogueNumber.replace(/-/g, '').toLowerCase());
    }
    expect(withoutHyphen).toBe(0);
    expect(seen.size).toBe(100_000);
  });

  it('sets no related products of its own: the shop chooses them by target and host', () => {
    for (const count of [10, 500, COUNT]) {
      for (let pid = 1; pid <= Math.min(count, 300); pid++) expect(generateProduct(pid, count).recommended).toEqual([]);
    }
  });

  it('produces coherent datasheet fields', () => {
    // Each rule below applies to some kinds of product; count that every rule met its products.
    const reached = { reagent: 0, antibody: 0, conjugatedRabbitMono: 0, loadingControl: 0, rabbitMono: 0, polyclonal: 0, secondary: 0 };
    for (const p of generateCatalogue(3000)) {
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(6);
      p.images.forEach((img, i) => {
        expect(img.path).toBe(`products/${p.pid}/${i + 1}.svg`);
        expect(img.description).not.toBe('');
        expect(img.descriptionEn).not.toBe('');
      });
      const [s, m, l] = p.prices;
      expect(Number.isInteger(s.priceFen) && Number.isInteger(m.priceFen) && Number.isInteger(l.priceFen)).toBe(true);
      expect(s.priceFen).toBeLessThan(m.priceFen);
      expect(m.priceFen).toBeLessThan(l.priceFen);
      if (p.productType === 'Reagents') {
        reached.reagent++;
        expect([p.host, p.isotype, p.clonality, p.conjugation, p.cloneNumber]).toEqual(['', '', '', '', '']);
      } else {
        reached.antibody++;
        expect(p.host).not.toBe('');
        expect(p.applications.length).toBeGreaterThan(0);
        expect(p.dilutionRatio).toContain(p.applications[0]);
      }
      if (p.productType === 'Primary Antibody' && p.host === 'Rabbit' && p.clonality === 'Monoclonal' && p.conjugation !== 'Unconjugated') {
        reached.conjugatedRabbitMono++;
        expect(p.productName).toContain('Conjugated');
      }
      if (p.productType === 'Loading Control Antibody') {
        reached.loadingControl++;
        expect(p.dilutionRatio).toMatch(/WB 1:(5000|10000)-1:(50000|100000)/);
      }
      if (p.productType === 'Primary Antibody' && p.host === 'Rabbit' && p.clonality === 'Monoclonal') {
        reached.rabbitMono++;
        expect(p.productName).toMatch(/\[.+\]/);
      }
      if (p.clonality === 'Polyclonal') {
        reached.polyclonal++;
        expect(p.cloneNumber).toBe('');
      }
      if (p.productType === 'Secondary Antibody') {
        reached.secondary++;
        expect(p.reactivities).not.toContain(p.host);
      }
    }
    for (const [rule, products] of Object.entries(reached)) expect([rule, products > 0]).toEqual([rule, true]);
  });

});
