/**
 * The demo is what a visitor judges the shop by, so its evidence must not lie (issue 22). These
 * rules run over the whole demo catalogue as `npm run demo` seeds it (2,000 products, seed 1), and
 * each rule collects every product that breaks it, so one run lists all the lies at once.
 *
 * The biology below (which species are plants, which proteins are conserved into plants, which dye
 * shines in which colour) is written out here on purpose instead of read from the generator's
 * tables: a test that borrowed the generator's own data would agree with any mistake in it.
 */
import { buildProduct } from './product-generator';
import { renderProductImageSvg } from './product-images';
import { demoEvidence } from './research-evidence';
import type { CatalogueProduct } from './types';
import { isDemoPubmedId, isDemoRrid } from '@shop/contract';

const DEMO_PRODUCTS = 2000;
const DEMO_SEED = 1;

const MAMMALS = new Set([
  'Human', 'Mouse', 'Rat', 'Monkey', 'Rhesus monkey', 'Dog', 'Cat', 'Pig', 'Cow', 'Sheep', 'Goat', 'Horse', 'Rabbit', 'Hamster',
  'Guinea pig', 'Bat', 'Ferret', 'Mink', 'Camel', 'Alpaca', 'Donkey', 'Buffalo', 'Yak', 'Deer', 'Gerbil', 'Chinese hamster',
  'Tree shrew', 'Marmoset', 'Chimpanzee', 'Baboon', 'Opossum', 'Platypus',
]);
const PLANTS = new Set(['Plants', 'Arabidopsis', 'Rice', 'Maize', 'Wheat', 'Tobacco', 'Tomato', 'Soybean', 'Potato', 'Chlamydomonas', 'Algae']);
const MICROBES = new Set(['E. coli', 'Bacteria', 'Virus']);
/** Proteins so conserved that antibodies raised against the human protein are sold for plants too. */
const CONSERVED_INTO_PLANTS = new Set(['ACTB', 'TUBA1A', 'TUBB', 'H3C1', 'H4C1', 'UBB', 'HSPA1A', 'HSP90AA1', 'CDK1']);
/** Immune-system receptors and mammal-only markers: no fish, insect or yeast homologue an antibody would see. */
const MAMMAL_ONLY = new Set(['CD4', 'CD8A', 'PTPRC', 'MLANA', 'ERBB2', 'CD19', 'CD3E', 'MS4A1', 'ITGAX', 'ADGRE1', 'HLA-DRA', 'CD86', 'CD80']);

const FLUOROPHORE = /FITC|PE|APC|Cy\d|Alexa|DyLight|AbFluor|Rhodamine|TRITC|PerCP|Texas Red/;
/** Emission colour a picture of the dye shows (far-red dyes are shown in a pseudocolour, which the caption must say). */
function dyeColour(conjugation: string): 'green' | 'red' | 'far-red' | 'blue' | null {
  if (/FITC|488/.test(conjugation)) return 'green';
  if (/350|405/.test(conjugation)) return 'blue';
  if (/647|650|APC|Cy5|Cy7|680|750|755|800|PerCP/.test(conjugation)) return 'far-red';
  if (/PE|Cy3|555|550|594|Rhodamine|TRITC|Texas Red/.test(conjugation)) return 'red';
  return null;
}

interface Built {
  product: CatalogueProduct;
  specs: Record<string, unknown>[];
}

const catalogue: Built[] = [];
beforeAll(() => {
  for (let pid = 1; pid <= DEMO_PRODUCTS; pid++) {
    const { product, imageSpecs } = buildProduct(pid, DEMO_SEED);
    catalogue.push({ product, specs: imageSpecs as unknown as Record<string, unknown>[] });
  }
});

const name = (p: CatalogueProduct) => `${p.catalogueNumber} ${p.productName}`;
interface Lane { en: string; zh: string; level?: number; knockout?: boolean }

describe(`the demo catalogue's evidence (${DEMO_PRODUCTS} products, seed ${DEMO_SEED})`, () => {
  it('shows a knockout lane, labelled and without the band, in every KO/KD-validated figure', () => {
    const lies: string[] = [];
    let checked = 0;
    for (const { product, specs } of catalogue) {
      for (const entry of demoEvidence(product, DEMO_SEED).validation.filter((e) => e.kind === 'knockout')) {
        checked++;
        const spec = specs[entry.figure - 1];
        const image = product.images[entry.figure - 1];
        if (!spec || !image) {
          lies.push(`${name(product)}: KO evidence without a figure`);
          continue;
        }
        const lanes = (spec.lanes ?? []) as Lane[];
        const knockout = lanes.filter((l) => l.knockout === true && /\bKO\b|knockout/i.test(l.en) && /敲除/.test(l.zh));
        const wildType = lanes.filter((l) => l.knockout !== true && (l.level ?? 0) >= 0.5);
        if (spec.kind !== 'wb') lies.push(`${name(product)}: KO figure ${entry.figure} is a ${String(spec.kind)} picture`);
        if (knockout.length === 0) lies.push(`${name(product)}: KO figure ${entry.figure} has no knockout lane (${lanes.map((l) => l.en).join(', ')})`);
        if (knockout.some((l) => (l.level ?? 1) > 0.2)) lies.push(`${name(product)}: the band is not absent in the knockout lane`);
        if (wildType.length === 0) lies.push(`${name(product)}: KO figure ${entry.figure} has no wild-type lane with the band`);
        if (!/knockout/i.test(image.descriptionEn) || !/敲除/.test(image.description)) lies.push(`${name(product)}: KO figure caption does not say knockout: ${image.descriptionEn}`);
        const svg = renderProductImageSvg(product.pid, entry.figure, DEMO_SEED);
        for (const lane of knockout) if (!svg.includes(lane.en.replace(/&/g, '&amp;').slice(0, 12))) lies.push(`${name(product)}: the drawn blot does not label the lane ${lane.en}`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(lies.slice(0, 20)).toEqual([]);
  });

  it("opens, from each validation entry, a figure of that application in that species", () => {
    const lies: string[] = [];
    let figures = 0;
    for (const { product, specs } of catalogue) {
      const evidence = demoEvidence(product, DEMO_SEED);
      for (const entry of evidence.validation) {
        if (!product.reactivities.includes(entry.species)) lies.push(`${name(product)}: ${entry.kind} evidence in ${entry.species}, which it does not react with`);
        if (entry.figure === 0) continue;
        figures++;
        const spec = specs[entry.figure - 1] as { applications?: string[]; lanes?: { species?: string }[]; sample?: { species?: string } } | undefined;
        const species = [...(spec?.lanes ?? []).map((l) => l.species), spec?.sample?.species];
        if (!spec?.applications?.includes(entry.application)) lies.push(`${name(product)}: the ${entry.application} entry opens figure ${entry.figure}: ${product.images[entry.figure - 1]?.descriptionEn}`);
        else if (!species.includes(entry.species)) lies.push(`${name(product)}: the ${entry.application} · ${entry.species} entry opens figure ${entry.figure}: ${product.images[entry.figure - 1]?.descriptionEn}`);
      }
      for (const reference of evidence.references) {
        if (!product.reactivities.includes(reference.species)) lies.push(`${name(product)}: cited in ${reference.species}, which it does not react with`);
      }
    }
    expect(figures).toBeGreaterThan(500);
    expect(lies.slice(0, 20)).toEqual([]);
  });

  it('draws and captions conjugates as their label is detected', () => {
    const lies: string[] = [];
    const reached = { fluorescent: 0, enzyme: 0, beads: 0 };
    for (const { product, specs } of catalogue) {
      const conjugation = product.conjugation;
      product.images.forEach((image, i) => {
        const spec = specs[i] as { kind: string; colour?: string };
        const where = `${name(product)} picture ${i + 1}`;
        if (FLUOROPHORE.test(conjugation)) {
          reached.fluorescent++;
          if (spec.kind !== 'if' && spec.kind !== 'fcm') lies.push(`${where}: a ${conjugation} conjugate shown as ${spec.kind}`);
          if (/DAB|hematoxylin|Western blot|HRP/i.test(image.descriptionEn) || /DAB|苏木素|Western blot|HRP/.test(image.description)) lies.push(`${where}: ${conjugation} captioned with ${image.descriptionEn}`);
          const colour = dyeColour(conjugation);
          if (colour && spec.kind === 'if' && !image.descriptionEn.includes(colour)) lies.push(`${where}: ${conjugation} is ${colour}, caption says ${image.descriptionEn}`);
        }
        if (conjugation === 'HRP' || conjugation === 'AP') {
          reached.enzyme++;
          if (spec.kind === 'if' || spec.kind === 'fcm') lies.push(`${where}: an ${conjugation} conjugate shown as ${spec.kind}`);
          if (/Secondary antibody/.test(image.descriptionEn) && product.productType !== 'Secondary Antibody') lies.push(`${where}: an ${conjugation} conjugate needs no secondary antibody: ${image.descriptionEn}`);
          if (conjugation === 'AP' && /DAB/.test(image.descriptionEn)) lies.push(`${where}: AP does not develop DAB`);
        }
        if (conjugation === 'Agarose' || conjugation === 'Magnetic beads') {
          reached.beads++;
          if (!/^Immunoprecipitation/.test(image.descriptionEn)) lies.push(`${where}: ${conjugation} beads captioned ${image.descriptionEn}`);
        }
      });
    }
    expect(reached).toEqual({ fluorescent: expect.any(Number), enzyme: expect.any(Number), beads: expect.any(Number) });
    expect(Object.values(reached).every((n) => n > 0)).toBe(true);
    expect(lies.slice(0, 20)).toEqual([]);
  });

  it('captions each picture with what it shows', () => {
    const lies: string[] = [];
    for (const { product, specs } of catalogue) {
      product.images.forEach((image, i) => {
        const spec = specs[i] as { kind: string; colour?: string; reagent?: boolean };
        const where = `${name(product)} picture ${i + 1}`;
        const en = image.descriptionEn.replace(/^Representative result obtained with .*?: /, '');
        const expected: Record<string, RegExp> = {
          wb: /^(Western blot|Knockout validation by western blot|Immunoprecipitation)/i,
          ihc: /^(Immunohistochemical|IHC staining)/i,
          if: /^(Immunofluorescence|fluorescence imaging)/i,
          fcm: /^Flow cytometric/,
          package: /package\.$/,
        };
        if (!expected[spec.kind]?.test(en)) lies.push(`${where}: a ${spec.kind} picture captioned ${image.descriptionEn}`);
        // The product's own name may say DAB (a DAB kit's package); the rest of the caption may not.
        if (/DAB/.test(en.split(product.productName).join('')) && spec.kind !== 'ihc') lies.push(`${where}: DAB named under a ${spec.kind} picture`);
      });
    }
    expect(lies.slice(0, 20)).toEqual([]);
  });

  it('gives antibodies reactivities their target plausibly has', () => {
    const lies: string[] = [];
    let plantProducts = 0;
    for (const { product } of catalogue) {
      if (product.productType === 'Reagents' || product.productType === 'Secondary Antibody') continue;
      const tag = product.productType === 'Tag Antibody';
      const plants = product.reactivities.filter((r) => PLANTS.has(r));
      if (plants.length > 0) plantProducts++;
      if (!tag && plants.length > 0 && !CONSERVED_INTO_PLANTS.has(product.geneName)) lies.push(`${name(product)}: ${product.geneName} reacts with ${plants.join(', ')}`);
      const microbes = product.reactivities.filter((r) => MICROBES.has(r));
      if (!tag && microbes.length > 0) lies.push(`${name(product)}: ${product.geneName} reacts with ${microbes.join(', ')}`);
      const nonMammals = product.reactivities.filter((r) => !MAMMALS.has(r));
      if (MAMMAL_ONLY.has(product.geneName) && nonMammals.length > 0) lies.push(`${name(product)}: mammalian ${product.geneName} reacts with ${nonMammals.join(', ')}`);
    }
    // Plant antibodies stay on offer (the home page links to them), for the proteins that have them.
    expect(plantProducts).toBeGreaterThan(10);
    expect(lies.slice(0, 20)).toEqual([]);
  });

  it('marks every invented RRID and PubMed ID as demo data, in a form no registry holds', () => {
    const lies: string[] = [];
    let rrids = 0;
    let pmids = 0;
    for (const { product } of catalogue) {
      const evidence = demoEvidence(product, DEMO_SEED);
      if (evidence.rrid) {
        rrids++;
        if (!isDemoRrid(evidence.rrid) || /^AB_\d+$/.test(evidence.rrid)) lies.push(`${name(product)}: RRID ${evidence.rrid} looks real`);
      }
      for (const reference of evidence.references) {
        if (!reference.pmid) continue;
        pmids++;
        if (!isDemoPubmedId(reference.pmid) || /^\d+$/.test(reference.pmid)) lies.push(`${name(product)}: PubMed ID ${reference.pmid} looks real`);
      }
    }
    expect(rrids).toBeGreaterThan(100);
    expect(pmids).toBeGreaterThan(100);
    expect(lies.slice(0, 20)).toEqual([]);
  });
});
