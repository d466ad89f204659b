/**
 * The catalogue bench's import sheet: N antibody rows streamed to a CSV file, never held in memory.
 * Every row is a pure function of (row number, seed), so a catalogue number named in `recommend`
 * can be computed for any other row of the same file without remembering it.
 *
 * Two column sets:
 * - lean (default): what a price-list sheet carries (names, types, filters, gene, prices, related
 *   products, a background for some rows). About 190 bytes a row, so 1,000,000 rows stay under
 *   the import's sheet limit (300 MB) (backend/src/sheets/sheet-limits.ts).
 * - full: every column but images, filled like a datasheet (about 750 bytes a row), the shape an
 *   export of a real catalogue has; 1,000,000 such rows are far above the sheet limit.
 * `validation` (a share of rows, 0 by default) adds the validation column: the supplier's own data
 * for up to two applications in up to two species. `writeReferenceSheet` writes the references sheet.
 */
const { createWriteStream } = require('node:fs');
const { once } = require('node:events');
const { resolve } = require('node:path');
const { root } = require('../support');

const dist = (path) => require(resolve(root, 'backend/dist', path));
const V = dist('modules/items/product-vocabulary.js');
const { TARGETS } = dist('seed/catalogue/targets.js');

const LEAN = [
  'catno', 'productname', 'producttype', 'host', 'application', 'reactivity', 'conjugation', 'clonality', 'isotype',
  'genename', 'search_tag', 'recommend', 'size1', 'price1', 'size2', 'price2', 'size3', 'price3',
  'background', 'status',
];
const FULL_EXTRA = [
  'dilutionratio', 'concentration', 'immunogen', 'specificity', 'modification', 'form', 'buffersystem', 'storage',
  'purification', 'clonalityNo', 'lightchaintype', 'molecularweight', 'alternativenames', 'subcellularlocation',
  'researchfield', 'proteinname', 'entrezgenehuman', 'entrezgenemouse', 'entrezgenerat', 'swissprothuman', 'swissprotmouse', 'swissprotrat',
];

/** Small, fast, seedable PRNG (mulberry32); one per row. */
function rowRandom(row, seed) {
  let a = (Math.imul(row, 0x9e3779b1) ^ Math.imul(seed, 0x85ebca6b)) >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const chance = (p) => next() < p;
  const sample = (list, n) => {
    const out = new Set();
    while (out.size < Math.min(n, list.length)) out.add(pick(list));
    return [...out];
  };
  return { next, int, pick, chance, sample };
}

const TYPES = [
  ['Primary Antibody', 'AB', 72], ['Secondary Antibody', 'SA', 7], ['Tag Antibody', 'TA', 6],
  ['Loading Control Antibody', 'LC', 5], ['Pathological Antibody', 'PA', 6], ['Reagents', 'RG', 4],
];
const TYPE_TOTAL = TYPES.reduce((sum, t) => sum + t[2], 0);

/** The product type of a row, from its number alone (so other rows can name its catalogue number). */
function typeOf(row, seed) {
  let x = rowRandom(row ^ 0x5bd1e995, seed).next() * TYPE_TOTAL;
  for (const type of TYPES) if ((x -= type[2]) < 0) return type;
  return TYPES[0];
}

const catalogueNumber = (row, seed) => `${typeOf(row, seed)[1]}-${100000 + row}`;

/**
 * Gene symbols: the seed's 392 real targets plus family-style symbols (ZNF217, SLC25A12, OR5AR1 …),
 * about 25,000 distinct names like a real catalogue's spread of targets.
 */
const FAMILIES = [
  ['ZNF', () => [1, 900]], ['SLC', (r) => `${r.int(1, 60)}A${r.int(1, 30)}`], ['OR', (r) => `${r.int(1, 14)}${r.pick(['A', 'B', 'C', 'D', 'K', 'L', 'M'])}${r.int(1, 40)}`],
  ['TMEM', () => [1, 270]], ['CCDC', () => [1, 190]], ['FAM', (r) => `${r.int(3, 240)}${r.pick(['A', 'B', 'C'])}`], ['KRT', () => [1, 86]],
  ['LRRC', () => [1, 75]], ['ANKRD', () => [1, 65]], ['RNF', () => [1, 220]], ['TRIM', () => [1, 75]], ['USP', () => [1, 54]],
  ['KLHL', () => [1, 42]], ['WDR', () => [1, 97]], ['KIF', (r) => `${r.int(1, 27)}${r.pick(['', 'A', 'B', 'C'])}`], ['PRRC', () => [1, 9]],
  ['ABC', (r) => `${r.pick(['A', 'B', 'C', 'D', 'G'])}${r.int(1, 13)}`], ['CYP', (r) => `${r.int(1, 51)}${r.pick(['A', 'B', 'C', 'E', 'F'])}${r.int(1, 30)}`],
  ['DNAJ', (r) => `${r.pick(['A', 'B', 'C'])}${r.int(1, 30)}`], ['PPP', (r) => `${r.int(1, 6)}R${r.int(1, 18)}${r.pick(['', 'A', 'B'])}`],
];

function geneOf(r) {
  if (r.chance(0.4)) return r.pick(TARGETS);
  const [prefix, suffix] = r.pick(FAMILIES);
  const s = suffix(r);
  const gene = Array.isArray(s) ? `${prefix}${r.int(s[0], s[1])}` : `${prefix}${s}`;
  return { gene, displayName: gene, proteinName: `${gene} protein`, aliases: [`${gene.toLowerCase()}`], swissProtHuman: swissProt(r), synthetic: true };
}

const swissProt = (r) => `${r.pick(['O', 'P', 'Q'])}${r.int(0, 9)}${String.fromCharCode(65 + r.int(0, 25))}${r.int(0, 9)}${r.int(0, 9)}${r.int(0, 9)}`;

const HOST_WEIGHTS = [['Rabbit', 55], ['Mouse', 33], ['Goat', 4], ['Rat', 3], ['Chicken', 2], ['Sheep', 1], ['Alpaca', 1], ['Guinea pig', 1]];
const weighted = (r, list) => {
  let x = r.next() * list.reduce((s, e) => s + e[1], 0);
  for (const [value, weight] of list) if ((x -= weight) < 0) return value;
  return list[0][0];
};
const COMMON_APPS = ['WB', 'IHC-P', 'ICC/IF', 'IF', 'FCM', 'IP', 'ELISA', 'IHC-F', 'ChIP', 'Co-IP'];
const COMMON_SPECIES = ['Human', 'Mouse', 'Rat', 'Monkey', 'Zebrafish', 'Dog', 'Pig', 'Cow', 'Chicken', 'Rabbit'];
const inOrder = (values, vocabulary) => values.sort((a, b) => vocabulary.indexOf(a) - vocabulary.indexOf(b));
const SIZES = [['20 µl', '50 µl', '100 µl'], ['50 µl', '100 µl', '200 µl'], ['25 µg', '50 µg', '100 µg'], ['100 µl', '200 µl', '1 ml']];
const TAG_CHOICES = ['hot', 'new', 'recombinant', 'ko-validated', 'phospho', 'flow'];

/** A few paragraphs of datasheet background, for the rows that carry a long one. */
function longBackground(r, target) {
  const sentences = [
    `${target.proteinName} (${target.gene}) is expressed in most tissues and is regulated at the level of transcription and protein stability.`,
    `Loss or overexpression of ${target.displayName} has been reported in several tumour types, and its activity is modulated by phosphorylation and ubiquitination.`,
    `Knockout mice show defects in development and tissue homeostasis, which made ${target.gene} a frequently studied marker.`,
    `The antibody was validated by western blot on lysates of cell lines with high and low expression, and by immunohistochemistry on paraffin-embedded sections.`,
    `Several isoforms produced by alternative splicing have been described; the immunogen lies in a region shared by the major isoforms.`,
  ];
  const paragraphs = [];
  for (let p = r.int(3, 8); p > 0; p--) paragraphs.push(r.sample(sentences, r.int(3, 5)).join(' '));
  return paragraphs.join('\n');
}

function cellsOf(row, products, seed, full, picture, related, validation) {
  const r = rowRandom(row, seed);
  const [type] = typeOf(row, seed);
  const reagent = type === 'Reagents';
  const target = reagent ? null : geneOf(r);
  const host = reagent ? '' : type === 'Secondary Antibody' ? r.pick(['Goat', 'Donkey', 'Rabbit']) : weighted(r, HOST_WEIGHTS);
  const clonality = reagent ? '' : host === 'Alpaca' ? 'Nano-antibody' : host === 'Mouse' || r.chance(0.45) ? 'Monoclonal' : 'Polyclonal';
  const isotype = clonality === 'Monoclonal' ? r.pick(['IgG', 'IgG1', 'IgG2a', 'IgG2b']) : clonality === 'Polyclonal' ? 'IgG' : '';
  const conjugation = reagent ? '' : r.chance(0.85) ? 'Unconjugated' : r.pick(V.CONJUGATIONS);
  const applications = reagent ? [] : inOrder(r.sample(r.chance(0.9) ? COMMON_APPS : V.APPLICATIONS, r.int(2, 4)), V.APPLICATIONS);
  const reactivities = reagent ? [] : inOrder(['Human', ...r.sample(r.chance(0.95) ? COMMON_SPECIES : V.REACTIVITIES, r.int(0, 4))].filter((v, i, a) => a.indexOf(v) === i).slice(0, 5), V.REACTIVITIES);
  const clone = clonality === 'Monoclonal' ? `${host === 'Rabbit' ? 'R' : 'M'}${r.int(100, 9999)}` : '';
  const name = reagent
    ? `${r.pick(['ECL', 'BCA', 'RIPA', 'DAPI', 'Protein A/G', 'PVDF'])} ${r.pick(['Substrate Kit', 'Assay Kit', 'Lysis Buffer', 'Staining Solution', 'Magnetic Beads', 'Membrane'])}`
    : `${target.displayName} ${host} ${clonality === 'Monoclonal' ? `mAb [${clone}]` : clonality === 'Nano-antibody' ? 'VHH' : 'pAb'}${conjugation && conjugation !== 'Unconjugated' ? ` (${conjugation})` : ''}`;
  const sizes = r.pick(SIZES);
  const middle = r.int(38, 260) * 10;
  const prices = [Math.max(10, Math.round(middle * 0.55 / 10) * 10), middle, Math.round(middle * 1.7 / 10) * 10 + (r.chance(0.1) ? 0.5 : 0)];
  const recommend = [];
  if (r.chance(related)) {
    for (let n = r.int(1, 3); n > 0; n--) {
      const other = r.chance(0.7) ? row + r.int(-30, 30) : r.int(1, products);
      if (other >= 1 && other <= products && other !== row) recommend.push(catalogueNumber(other, seed));
    }
  }
  const background = !target ? '' : r.chance(0.005) ? longBackground(r, target) : r.chance(0.03) && target.background ? target.background : '';
  const cells = {
    catno: catalogueNumber(row, seed),
    productname: name,
    producttype: type,
    host,
    application: applications.join(', '),
    reactivity: reactivities.join(', '),
    conjugation,
    clonality,
    isotype,
    genename: target?.gene ?? '',
    search_tag: r.chance(0.05) ? r.pick(TAG_CHOICES) : '',
    recommend: [...new Set(recommend)].join(', '),
    size1: sizes[0], price1: String(prices[0]), size2: sizes[1], price2: String(prices[1]), size3: sizes[2], price3: String(prices[2]),
    background,
    status: r.chance(0.01) ? 'discontinued' : 'active',
  };
  if (picture) cells.images = `${picture}|${name} western blot|${name} WB`;
  if (full) Object.assign(cells, fullCells(r, target, applications, clonality, clone, type));
  if (validation > 0 && !reagent && r.chance(validation)) cells.validation = validationCell(r, applications, reactivities);
  return cells;
}

/**
 * The supplier's own validation data: one or two entries (an application in a species), a knockout
 * blot for some. Written as short as the syntax allows (no empty trailing parts) so a million rows
 * stay under the sheet's 300 MB limit.
 */
function validationCell(r, applications, reactivities) {
  const entries = [];
  const application = applications[0];
  for (const species of reactivities.slice(0, r.int(1, 2))) {
    const knockout = application === 'WB' && r.chance(0.15);
    entries.push(knockout ? `${application}|${species}|knockout||敲除对照|KO control` : `${application}|${species}|own-data`);
  }
  return entries.join(';');
}

const REFERENCE_HEADER = ['catno', 'title', 'journal', 'pmid', 'sample', 'species', 'application', 'impact_factor'];
const JOURNALS = [['Nature Communications', '16.6'], ['Cell Reports', '8.8'], ['Oncogene', '8.0'], ['PLoS One', '3.7'], ['eLife', '7.7'], ['Molecular Cell', '16.0']];

/**
 * The references sheet beside the products sheet: `references` rows spread over the antibody rows
 * of a `products`-row sheet (about one cited product in three, 1 to 9 references each).
 */
async function writeReferenceSheet(path, { products, references, seed = 1 }) {
  const out = createWriteStream(path);
  let bytes = 0;
  const write = async (line) => {
    bytes += Buffer.byteLength(line);
    if (!out.write(line)) await once(out, 'drain');
  };
  await write(`${REFERENCE_HEADER.join(',')}\n`);
  let chunk = '';
  let written = 0;
  // Walks the sheet's rows from a seeded start, citing antibodies until the wanted count is reached.
  for (let step = 0; written < references; step++) {
    const row = 1 + ((step * 7919) % products);
    if (typeOf(row, seed)[0] === 'Reagents') continue;
    const r = rowRandom(row, seed ^ 0x5eed);
    const n = Math.min(references - written, r.int(1, 9));
    for (let i = 0; i < n; i++) {
      const [journal, impact] = r.pick(JOURNALS);
      const cells = [
        catalogueNumber(row, seed), `Protein ${row} regulates pathway ${i + 1} in ${r.pick(['HeLa', 'HepG2', 'MCF-7', 'A549'])} cells`, journal,
        String(20_000_000 + ((row * 13 + i) % 19_000_000)), r.pick(['HeLa cells', 'mouse brain', 'rat liver', 'tumour tissue']),
        r.pick(['Human', 'Mouse', 'Rat']), r.pick(['WB', 'IHC-P', 'IF', 'FCM']), impact,
      ];
      chunk += `${cells.map(quote).join(',')}\n`;
    }
    written += n;
    if (chunk.length > 1 << 20) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(chunk);
  out.end();
  await once(out, 'finish');
  return { bytes, rows: written };
}

/** The datasheet columns only the full set carries. */
function fullCells(r, target, applications, clonality, clone, type) {
  const t = target ?? { gene: '', displayName: 'the reagent', proteinName: '', aliases: [] };
  const modification = t.sites && r.chance(0.15) ? Object.keys(t.sites)[0] ?? 'Unmodified' : 'Unmodified';
  return {
    dilutionratio: applications.map((a) => `${a} ${r.pick(['1:500-1:2000', '1:50-1:200', '1:100-1:500', '1:1000'])}`).join('; '),
    concentration: `${r.pick(['0.5', '1', '1.2', '2'])} mg/ml`,
    immunogen: target ? `Recombinant fragment corresponding to human ${t.displayName} aa ${r.int(1, 200)}-${r.int(220, 480)}.` : '',
    specificity: target ? `${t.displayName} antibody detects endogenous levels of total ${t.displayName} protein.` : 'For research use only.',
    modification: type === 'Reagents' ? '' : modification,
    form: r.pick(['Liquid', 'Lyophilized']),
    buffersystem: 'PBS, pH 7.4, containing 0.02% sodium azide, 50% glycerol and 0.4 M NaCl.',
    storage: 'Store at -20°C. Avoid repeated freeze/thaw cycles. Stable for 12 months from date of receipt.',
    purification: r.pick(['Affinity purification', 'Protein A purification', 'Protein G purification', 'Antigen affinity purification']),
    clonalityNo: clone,
    lightchaintype: clonality === 'Monoclonal' ? 'kappa' : '',
    molecularweight: target ? `${r.int(12, 250)} kDa` : '',
    alternativenames: t.aliases.join(', '),
    subcellularlocation: target ? r.pick(['Nucleus', 'Cytoplasm', 'Cell membrane', 'Mitochondrion', 'Secreted', 'Nucleus, Cytoplasm']) : '',
    researchfield: r.pick(['Cancer', 'Neuroscience', 'Immunology', 'Cell biology', 'Epigenetics', 'Signal transduction', 'Metabolism']),
    proteinname: t.proteinName,
    entrezgenehuman: target ? String(r.int(1, 130000)) : '',
    entrezgenemouse: target ? String(r.int(11000, 110000)) : '',
    entrezgenerat: target ? String(r.int(24000, 500000)) : '',
    swissprothuman: target?.swissProtHuman ?? '',
    swissprotmouse: target ? swissProt(r) : '',
    swissprotrat: target ? swissProt(r) : '',
  };
}

const quote = (cell) => (/[",\n\r]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/**
 * Writes the sheet and resolves with its size. `related` is the share of rows naming 1 to 3 related
 * products (mostly neighbours in the file); `pictures` names files of the images folder; every
 * `picturesEvery`-th row shows one of them (0 = no images column).
 */
async function writeSheet(path, { products, seed = 1, columns = 'lean', related = 0.3, pictures = [], picturesEvery = 0, validation = 0 }) {
  const full = columns === 'full';
  const header = [...LEAN, ...(full ? FULL_EXTRA : []), ...(pictures.length > 0 && picturesEvery > 0 ? ['images'] : []), ...(validation > 0 ? ['validation'] : [])];
  const out = createWriteStream(path);
  let bytes = 0;
  const write = async (line) => {
    bytes += Buffer.byteLength(line);
    if (!out.write(line)) await once(out, 'drain');
  };
  await write(`${header.join(',')}\n`);
  let chunk = '';
  for (let row = 1; row <= products; row++) {
    const picture = header.includes('images') && row % picturesEvery === 0 ? pictures[(row / picturesEvery) % pictures.length] : '';
    const cells = cellsOf(row, products, seed, full, picture, related, validation);
    chunk += `${header.map((column) => quote(cells[column] ?? '')).join(',')}\n`;
    if (chunk.length > 1 << 20) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(chunk);
  out.end();
  await once(out, 'finish');
  return { bytes, columns: header.length };
}

module.exports = { writeSheet, writeReferenceSheet };
