/**
 * Issue 35: the demo tells no biological untruths. A marker's pictures, validation samples and
 * papers come from where it is expressed (marker-expression.json); a broadly expressed target is
 * never shown with a band in a common line known to lack it; a tag antibody claims no species; a
 * caption describes its picture. Checked over the whole demo catalogue as `npm run demo` seeds it
 * (2,000 products, seed 1); each rule collects every product breaking it.
 */
import TABLE from './marker-expression.json';
import { absentFrom, markerExpression, MARKER_GENES } from './marker-expression';
import { buildProduct } from './product-generator';
import { renderProductImageSvg } from './product-images';
import { demoEvidence } from './research-evidence';
import { TARGETS } from './targets';
import type { ImageSpec } from './image-specs';
import type { CatalogueProduct } from './types';

const DEMO_PRODUCTS = 2000;
const DEMO_SEED = 1;

const catalogue: { product: CatalogueProduct; specs: ImageSpec[] }[] = [];
beforeAll(() => {
  for (let pid = 1; pid <= DEMO_PRODUCTS; pid++) {
    const { product, imageSpecs } = buildProduct(pid, DEMO_SEED);
    catalogue.push({ product, specs: imageSpecs });
  }
});

const name = (p: CatalogueProduct) => `${p.catalogueNumber} ${p.productName}`;
/** A knockout lane's line ("HeLa WT", "SK-MEL-28 MLANA KO" → HeLa, SK-MEL-28). */
const lineOfLane = (en: string, gene: string) => en.replace(/ WT$/, '').replace(new RegExp(` ${gene} KO$`), '');

describe('the marker table', () => {
  const table = TABLE as unknown as { profiles: Record<string, { expressed: string[]; absent: string[] }>; samples: Record<string, [string, string, string]> };

  it('names targets of the catalogue, and gives every profile a tissue and cells, never a sample both ways', () => {
    const genes = new Set(TARGETS.map((t) => t.gene));
    expect(MARKER_GENES.filter((g) => !genes.has(g))).toEqual([]);
    expect(MARKER_GENES.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const [profile, p] of Object.entries(table.profiles)) {
      const kinds = new Set(p.expressed.map((s) => table.samples[s]?.[2]));
      if (!kinds.has('tissue')) problems.push(`${profile}: no tissue`);
      if (p.absent.some((s) => p.expressed.includes(s))) problems.push(`${profile}: a sample both expressing and not`);
    }
    expect(problems).toEqual([]);
  });

  it('holds what the literature says of a few markers (written out here, not read from the table)', () => {
    const expressed = (gene: string) => markerExpression(gene)!.expressed.map((s) => s.en);
    // Melan-A: melanocytes and melanoma, not neuroblastoma, leukaemia lines or brain.
    expect(expressed('MLANA')).toEqual(expect.arrayContaining(['SK-MEL-28', 'human malignant melanoma']));
    for (const wrong of ['SH-SY5Y', 'K562', 'THP-1', 'mouse brain', 'human lymph node']) expect(expressed('MLANA')).not.toContain(wrong);
    // A549 is TTF-1 negative; PC-3 has lost PTEN; MCF-7 lacks vimentin; HeLa lacks E-cadherin.
    expect(absentFrom('NKX2-1').has('A549')).toBe(true);
    expect(absentFrom('PTEN').has('PC-3')).toBe(true);
    expect(absentFrom('VIM').has('MCF-7')).toBe(true);
    expect(absentFrom('CDH1').has('HeLa')).toBe(true);
    expect(expressed('CD8A')).not.toContain('Jurkat');
  });
});

describe(`the demo catalogue's samples (${DEMO_PRODUCTS} products, seed ${DEMO_SEED})`, () => {
  it('shows each marker only where it is expressed, a non-expressing sample only as a negative control without a band', () => {
    const lies: string[] = [];
    let markers = 0;
    for (const { product, specs } of catalogue) {
      const expression = markerExpression(product.geneName);
      if (!expression || product.productType === 'Reagents') continue;
      markers++;
      const expressed = new Map(expression.expressed.map((s) => [s.en, s.kind]));
      const absent = new Set(expression.absent.map((s) => s.en));
      specs.forEach((spec, i) => {
        const where = `${name(product)} picture ${i + 1}`;
        const caption = product.images[i]!.descriptionEn;
        if (spec.kind === 'wb' && spec.blot === 'lysates') {
          for (const lane of spec.lanes) {
            if (lane.negative) {
              if (!absent.has(lane.en) || lane.level > 0) lies.push(`${where}: negative lane ${lane.en} (level ${lane.level})`);
              if (!caption.includes(`No band in ${lane.en}`)) lies.push(`${where}: the negative lane ${lane.en} is not captioned as one`);
            } else if (!expressed.has(lane.en)) lies.push(`${where}: a band in ${lane.en}`);
          }
        }
        if (spec.kind === 'wb' && spec.blot === 'knockout') {
          for (const lane of spec.lanes) if (expressed.get(lineOfLane(lane.en, product.geneName)) !== 'line') lies.push(`${where}: knockout made in ${lane.en}`);
        }
        if (spec.kind === 'wb' && spec.blot === 'ip' && !expressed.has(spec.sample.en)) lies.push(`${where}: immunoprecipitated from ${spec.sample.en}`);
        if ((spec.kind === 'ihc' || (spec.kind === 'if' && spec.tissue)) && expressed.get(spec.sample.en) !== 'tissue') lies.push(`${where}: section of ${spec.sample.en}`);
        if (spec.kind === 'if' && !spec.tissue && expressed.get(spec.sample.en) !== 'line') lies.push(`${where}: fluorescence of ${spec.sample.en}`);
        if (spec.kind === 'fcm' && !['line', 'primary'].includes(expressed.get(spec.sample.en) ?? '')) lies.push(`${where}: flow cytometry of ${spec.sample.en}`);
        // No caption names a sample that lacks the target, but as a lane blotted for its negative control.
        const claimed = caption.replace(/ No band in .*$/, '');
        const controls = new Set(spec.lanes.filter((l) => l.negative).map((l) => l.en));
        for (const missing of absent) if (!controls.has(missing) && new RegExp(`(^|[ (,])${missing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([ ,;).]|$)`).test(claimed)) lies.push(`${where}: caption names ${missing}: ${caption}`);
      });
      const topics = new Set(expression.topics.map(([, sample]) => sample));
      for (const reference of demoEvidence(product, DEMO_SEED, specs).references) {
        if (!topics.has(reference.sample)) lies.push(`${name(product)}: a paper on ${reference.sample}: ${reference.title}`);
      }
    }
    expect(markers).toBeGreaterThan(100);
    expect(lies.slice(0, 20)).toEqual([]);
  });

  it('never shows a band or stain of a broadly expressed target in a common line known to lack it', () => {
    const lies: string[] = [];
    for (const { product, specs } of catalogue) {
      if (markerExpression(product.geneName) || !product.geneName) continue;
      const absent = absentFrom(product.geneName);
      if (absent.size === 0) continue;
      specs.forEach((spec, i) => {
        const shown = [...spec.lanes.filter((l) => l.level > 0).map((l) => lineOfLane(l.en, product.geneName)), ...(spec.kind === 'wb' && spec.blot !== 'ip' ? [] : [spec.sample.en])];
        for (const sample of shown) if (absent.has(sample)) lies.push(`${name(product)} picture ${i + 1}: ${product.geneName} shown in ${sample}`);
      });
    }
    expect(lies.slice(0, 20)).toEqual([]);
  });

  it('gives tag antibodies no species reactivity', () => {
    const tags = catalogue.filter(({ product }) => product.productType === 'Tag Antibody');
    expect(tags.length).toBeGreaterThan(50);
    expect(tags.filter(({ product }) => product.reactivities.length > 0).map(({ product }) => `${name(product)}: ${product.reactivities.join(', ')}`)).toEqual([]);
  });

  it('draws a section under every caption that says one, and cultured cells under every caption that says cells', () => {
    const lies: string[] = [];
    let sections = 0;
    for (const { product, specs } of catalogue) {
      specs.forEach((spec, i) => {
        if (spec.kind !== 'if' && spec.kind !== 'ihc') return;
        const caption = product.images[i]!.descriptionEn;
        const svg = renderProductImageSvg(product.pid, i + 1, DEMO_SEED);
        const section = /paraffin-embedded/.test(caption);
        if (section) sections++;
        if (section !== svg.includes('data-shows="section"')) lies.push(`${name(product)} picture ${i + 1}: "${caption}" over a drawing of ${section ? 'cells' : 'a section'}`);
        if ((/\bcells\b/.test(caption) && !section) !== svg.includes('data-shows="cells"')) lies.push(`${name(product)} picture ${i + 1}: "${caption}" does not match its drawing`);
      });
    }
    expect(sections).toBeGreaterThan(100);
    expect(lies.slice(0, 20)).toEqual([]);
  });
});
