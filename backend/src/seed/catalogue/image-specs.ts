/**
 * What each product picture shows. Captions and pictures are derived from the same
 * spec so the drawn bands, tissue and colours always agree with the caption, and the spec follows
 * the product: its label decides how it is detected (a fluorophore is imaged, an enzyme develops a
 * substrate, beads pull proteins down), its reactivities which samples appear, and a knockout-
 * validated antibody gets a blot with its knockout lane.
 */
import { isFluorescent } from './product-attributes';
import type { Rng } from './random';
import { absentFrom, laneZh, markerExpression, type MarkerExpression, type MarkerSample } from './marker-expression';
import { FLOW_CELLS, IF_CELLS, IHC_TISSUES, KNOCKOUT_LINES, LYSATES_BY_SPECIES, samplesFor, type Sample } from './samples';
import type { ProductImage } from './types';
import type { LocalizedText } from '@shop/contract';


export type ImageKind = 'wb' | 'ihc' | 'if' | 'fcm' | 'package';

/** A blot lane: its sample and how strong the band is there (0 = absent). */
export interface Lane extends Sample {
  level: number;
  knockout?: boolean;
  /** A line or tissue that does not express the target, blotted beside those that do (no band). */
  negative?: boolean;
}

/** Lysates blotted, a knockout next to its parental line, or an immunoprecipitation (input, IP, IgG control). */
export type BlotDesign = 'lysates' | 'knockout' | 'ip';

/** The colour a fluorescence picture shows the antibody in; far-red dyes are shown in magenta. */
export type Channel = 'green' | 'red' | 'far-red' | 'blue';

export interface ImageSpec {
  kind: ImageKind;
  /** Applications the picture is evidence for (validation entries point at it by these). */
  applications: string[];
  /** Band position for blots, in kDa. */
  molecularWeightKda: number;
  blot: BlotDesign;
  lanes: Lane[];
  /** Band drawn in every lane of a knockout blot to show equal loading. */
  loadingControl: { name: string; kda: number } | null;
  sample: Sample;
  /** IF on paraffin sections (a fluorescent conjugate used for IHC) rather than on cultured cells. */
  tissue: boolean;
  dilution: string;
  colour: Channel;
  /** The product's conjugate ('' or Unconjugated when detected through a secondary). */
  conjugation: string;
  /** Label on package pictures. */
  label: string;
  size: string;
  /** Host of the primary, so the caption names a matching secondary antibody. */
  host: string;
  /** Reagent pictures show a representative result rather than a titration of the product. */
  reagent: boolean;
  /** Gene knocked out in a knockout blot. */
  gene: string;
}

export interface ImagePlanInput {
  productName: string;
  productType: string;
  applications: readonly string[];
  reactivities: readonly string[];
  molecularWeightKda: number;
  host: string;
  size: string;
  reagentCategory: string;
  conjugation: string;
  /** Gene of a knockout-validated antibody ('' otherwise): its first picture is the knockout blot. */
  knockoutOf: string;
  /** The target's gene ('' for tags, secondaries, reagents): a marker's samples come from where it is expressed (marker-expression.json). */
  gene?: string;
}

const BLOT_APPLICATIONS = ['WB', 'Simple Western'];
const IHC_APPLICATIONS = ['IHC-P', 'IHC', 'IHC-F'];
const IF_APPLICATIONS = ['ICC/IF', 'IF', 'ICC'];
const FLOW_APPLICATIONS = ['FCM', 'FACS sorting'];
const IP_APPLICATIONS = ['IP', 'Co-IP'];

const LOADING_CONTROLS = [
  { gene: 'GAPDH', name: 'GAPDH', kda: 36 },
  { gene: 'ACTB', name: 'beta-Actin', kda: 42 },
  { gene: 'VCL', name: 'Vinculin', kda: 124 },
  { gene: 'TUBA1A', name: 'alpha-Tubulin', kda: 50 },
];

/** The loading control furthest from the target's band (never the target itself). */
function loadingControlFor(gene: string, kda: number): { name: string; kda: number } {
  const others = LOADING_CONTROLS.filter((c) => c.gene !== gene);
  const distance = (c: { kda: number }) => Math.abs(Math.log(c.kda) - Math.log(kda));
  const best = others.reduce((a, b) => (distance(b) > distance(a) ? b : a));
  return { name: best.name, kda: best.kda };
}

/** Emission colour of a fluorophore as a picture shows it; null when the label is not one. */
export function channelOf(conjugation: string): Channel | null {
  if (!isFluorescent(conjugation)) return null;
  if (/FITC|488/.test(conjugation)) return 'green';
  if (/350|405/.test(conjugation)) return 'blue';
  if (/647|650|APC|Cy5|Cy7|680|750|755|800|PerCP/.test(conjugation)) return 'far-red';
  return 'red';
}

function lysateLanes(rng: Rng, reactivities: readonly string[], absent: ReadonlySet<string>): Lane[] {
  const pools = reactivities.filter((r) => LYSATES_BY_SPECIES[r] !== undefined);
  const species = pools.length > 0 ? pools : ['Other'];
  const lanes: Lane[] = [];
  const count = rng.int(2, 5);
  for (let i = 0; i < count; i++) {
    const pool = (LYSATES_BY_SPECIES[species[i % species.length] as string] ?? []).filter((s) => !absent.has(s.en));
    if (pool.length === 0) continue;
    const sample = rng.pick(pool);
    if (!lanes.some((l) => l.en === sample.en)) lanes.push({ ...sample, level: 0.55 + rng.next() * 0.4 });
  }
  return lanes;
}

/** The marker's samples in the product's species (all of them when none is: the table lacks that species). */
function fitting(samples: readonly MarkerSample[], reactivities: readonly string[]): readonly MarkerSample[] {
  const fit = samples.filter((s) => reactivities.includes(s.species));
  return fit.length > 0 ? fit : samples;
}

const asLane = (s: MarkerSample, level: number, negative = false): Lane => ({ en: s.en, zh: laneZh(s), species: s.species, level, ...(negative ? { negative } : {}) });

/** A marker's blot: lysates of lines and tissues that express it, and now and then one that does not, without a band. */
function markerLanes(rng: Rng, expression: MarkerExpression, reactivities: readonly string[]): Lane[] {
  const pool = fitting(expression.expressed, reactivities);
  const lanes = rng.sample(pool, Math.min(pool.length, rng.int(2, 4))).map((s) => asLane(s, 0.55 + rng.next() * 0.4));
  const negatives = expression.absent.filter((s) => reactivities.includes(s.species));
  if (negatives.length > 0 && rng.chance(0.5)) lanes.push(asLane(rng.pick(negatives), 0, true));
  return lanes;
}

/** Human lines a knockout of the target can be made in: lines that express it (any common line for a broadly expressed target). */
export function knockoutLinesFor(gene: string): readonly Sample[] {
  const expression = markerExpression(gene);
  if (expression) return expression.expressed.filter((s) => s.kind === 'line' && s.species === 'Human').map((s) => ({ ...s, zh: laneZh(s) }));
  const absent = absentFrom(gene);
  return KNOCKOUT_LINES.filter((s) => !absent.has(s.en));
}

function knockoutLanes(rng: Rng, gene: string): Lane[] {
  const candidates = knockoutLinesFor(gene);
  const lines = rng.sample(candidates, Math.min(candidates.length, rng.chance(0.5) ? 2 : 1));
  return lines.flatMap((line) => [
    { ...line, en: `${line.en} WT`, zh: `${line.zh}（野生型）`, level: 0.75 + rng.next() * 0.2 },
    { ...line, en: `${line.en} ${gene} KO`, zh: `${line.zh}（${gene}敲除）`, level: 0, knockout: true },
  ]);
}

function ipLanes(rng: Rng, lysate: Sample): Lane[] {
  return [
    { ...lysate, en: 'Input (5%)', zh: '上样对照（5%）', level: 0.45 + rng.next() * 0.2 },
    { ...lysate, en: 'IP', zh: '免疫沉淀', level: 0.85 + rng.next() * 0.1 },
    { ...lysate, en: 'IgG control', zh: 'IgG对照', level: 0 },
  ];
}

/** Kinds in the order a datasheet shows them: blots first, then tissue, cells, flow. */
function kindsFor(input: ImagePlanInput): { kind: ImageKind; applications: string[]; blot: BlotDesign; tissue: boolean }[] {
  const apps = input.applications;
  const has = (list: readonly string[]) => list.filter((a) => apps.includes(a));
  const fluorescent = isFluorescent(input.conjugation);
  const out: { kind: ImageKind; applications: string[]; blot: BlotDesign; tissue: boolean }[] = [];
  if (input.productType === 'Reagents') {
    out.push({ kind: 'package', applications: [], blot: 'lysates', tissue: false });
    const c = input.reagentCategory;
    const kind: ImageKind =
      c === 'Western blot' || c === 'Electrophoresis' || c === 'Sample preparation' ? 'wb'
        : c === 'Immunohistochemistry' ? 'ihc'
          : c === 'Cell imaging' || c === 'Cell assays' ? 'if'
            : 'package';
    out.push({ kind, applications: [], blot: 'lysates', tissue: false });
    return out;
  }
  if (input.knockoutOf) out.push({ kind: 'wb', applications: ['WB'], blot: 'knockout', tissue: false });
  if (has(BLOT_APPLICATIONS).length > 0) out.push({ kind: 'wb', applications: has(BLOT_APPLICATIONS), blot: 'lysates', tissue: false });
  if (has(IHC_APPLICATIONS).length > 0) {
    // A fluorescent conjugate on sections is imaged, not developed with DAB.
    out.push(fluorescent
      ? { kind: 'if', applications: has(IHC_APPLICATIONS), blot: 'lysates', tissue: true }
      : { kind: 'ihc', applications: has(IHC_APPLICATIONS), blot: 'lysates', tissue: false });
  }
  if (has(IF_APPLICATIONS).length > 0) out.push({ kind: 'if', applications: has(IF_APPLICATIONS), blot: 'lysates', tissue: false });
  if (has(FLOW_APPLICATIONS).length > 0) out.push({ kind: 'fcm', applications: has(FLOW_APPLICATIONS), blot: 'lysates', tissue: false });
  if (has(IP_APPLICATIONS).length > 0 && !fluorescent && (out.length === 0 || input.conjugation === 'Agarose' || input.conjugation === 'Magnetic beads')) {
    out.push({ kind: 'wb', applications: has(IP_APPLICATIONS), blot: 'ip', tissue: false });
  }
  if (out.length === 0) out.push(fluorescent ? { kind: 'if', applications: [], blot: 'lysates', tissue: false } : { kind: 'wb', applications: [], blot: 'lysates', tissue: false });
  return out;
}

type PlannedKind = ReturnType<typeof kindsFor>[number];

const cellsOf = (expression: MarkerExpression, kinds: readonly string[]) => expression.expressed.filter((s) => kinds.includes(s.kind));

/**
 * A marker's picture where its samples allow it: fluorescence on cultured cells needs a line that
 * expresses it, else it is done on a section; flow needs cells in suspension, else the picture is a
 * section too (evidence for nothing: no flow data is claimed).
 */
function whereExpressed(planned: PlannedKind, expression: MarkerExpression): PlannedKind {
  if (planned.kind === 'if' && !planned.tissue && cellsOf(expression, ['line']).length === 0) return { ...planned, tissue: true };
  if (planned.kind === 'fcm' && cellsOf(expression, ['line', 'primary']).length === 0) return { kind: 'if', applications: [], blot: 'lysates', tissue: true };
  return planned;
}

/** The sample a marker's picture shows: a tissue for sections, a line for fluorescence, cells for flow, a lysate for IP. */
function markerSample(rng: Rng, expression: MarkerExpression, reactivities: readonly string[], kind: ImageKind, blot: BlotDesign, tissue: boolean): Sample {
  const kinds = kind === 'ihc' || tissue ? ['tissue'] : kind === 'fcm' ? ['line', 'primary'] : kind === 'if' ? ['line'] : ['line', 'primary', 'tissue'];
  const pool = cellsOf(expression, kinds);
  const chosen = rng.pick(fitting(pool.length > 0 ? pool : expression.expressed, reactivities));
  // An IP's lysate is named as a blot lane is ("SK-MEL-28细胞"); other captions add 细胞 themselves.
  return { en: chosen.en, zh: kind === 'wb' && blot === 'ip' ? laneZh(chosen) : chosen.zh, species: chosen.species };
}

export function planImages(rng: Rng, input: ImagePlanInput): ImageSpec[] {
  const kinds = kindsFor(input);
  if (input.productType !== 'Reagents') {
    const target = rng.int(2, 6);
    // Repeats show the same kind again with other samples; the knockout blot is shown once.
    const base = kinds.filter((k) => k.blot !== 'knockout');
    const repeatable = base.length > 0 ? base : kinds;
    while (kinds.length < target) kinds.push(repeatable[kinds.length % repeatable.length] as (typeof kinds)[number]);
  }
  const reactivities = input.productType === 'Reagents' ? ['Human'] : input.reactivities;
  const channel = channelOf(input.conjugation);
  const expression = input.gene ? markerExpression(input.gene) : undefined;
  const absent = input.gene ? absentFrom(input.gene) : new Set<string>();
  return kinds.map((planned) => {
    const { kind, applications, blot, tissue } = expression ? whereExpressed(planned, expression) : planned;
    const kda = input.molecularWeightKda > 0 ? input.molecularWeightKda : rng.int(25, 120);
    const sample = expression
      ? markerSample(rng, expression, reactivities, kind, blot, tissue)
      : rng.pick(samplesFor((kind === 'ihc' || tissue ? IHC_TISSUES : kind === 'fcm' ? FLOW_CELLS : blot === 'ip' ? (LYSATES_BY_SPECIES.Human ?? []) : IF_CELLS).filter((s) => !absent.has(s.en)), reactivities));
    const lanes =
      kind !== 'wb' ? []
        : blot === 'knockout' ? knockoutLanes(rng, input.knockoutOf)
          : blot === 'ip' ? ipLanes(rng, sample)
            : expression ? markerLanes(rng, expression, reactivities) : lysateLanes(rng, reactivities, absent);
    const beads = input.conjugation === 'Agarose' || input.conjugation === 'Magnetic beads';
    return {
      kind,
      applications,
      molecularWeightKda: kda,
      blot,
      lanes,
      loadingControl: blot === 'knockout' ? loadingControlFor(input.knockoutOf, kda) : null,
      sample,
      tissue,
      dilution:
        kind === 'wb'
          ? blot === 'ip' ? (beads ? '20 µl slurry' : '2 µg') : rng.pick(input.productType === 'Loading Control Antibody' ? ['1:5000', '1:10000', '1:20000'] : ['1:1000', '1:2000', '1:5000'])
          : kind === 'ihc'
            ? rng.pick(['1:100', '1:200', '1:50'])
            : kind === 'if'
              ? rng.pick(['1:100', '1:200', '1:500'])
              : rng.pick(['1:50', '1:100']),
      colour: channel ?? (rng.chance(0.75) ? 'green' : 'red'),
      conjugation: input.conjugation,
      label: input.productName,
      size: input.size,
      host: input.host,
      reagent: input.productType === 'Reagents',
      gene: input.knockoutOf,
    };
  });
}

const HOST_ZH: Record<string, string> = { Rabbit: '兔', Mouse: '小鼠', Rat: '大鼠', Goat: '山羊', Chicken: '鸡', Sheep: '绵羊', 'Guinea pig': '豚鼠', Hamster: '仓鼠', Human: '人' };

/**
 * How the bound antibody is seen on a blot or section: through an HRP secondary that recognises the
 * primary's host, or directly when the antibody carries its own label (or is itself a secondary).
 */
function detectionText(spec: ImageSpec, productName: string): LocalizedText {
  if (spec.conjugation === 'HRP') return { en: ' Detected directly by ECL (HRP conjugate, no secondary antibody).', zh: 'HRP标记抗体直接ECL显色，无需二抗。' };
  if (spec.conjugation === 'AP') return { en: ' Detected directly with a chemiluminescent AP substrate (no secondary antibody).', zh: 'AP标记抗体直接用化学发光AP底物显色，无需二抗。' };
  if (spec.conjugation === 'Biotin') return { en: ' Detection: streptavidin-HRP at 1:10000.', zh: '检测：链霉亲和素-HRP，1:10000稀释。' };
  if (!spec.host || productName.startsWith('Anti-')) return { en: '', zh: '' };
  const species = HOST_ZH[spec.host] ? spec.host : 'Rabbit';
  const raisedIn = species === 'Goat' || species === 'Sheep' ? 'Donkey' : 'Goat';
  const raisedInZh = raisedIn === 'Donkey' ? '驴' : '山羊';
  return {
    en: ` Secondary antibody: HRP-conjugated ${raisedIn} Anti-${species} IgG (H+L) at 1:10000.`,
    zh: `二抗：HRP标记${raisedInZh}抗${HOST_ZH[species] ?? '兔'}IgG (H+L)，1:10000稀释。`,
  };
}

const CHANNEL_TEXT: Record<Channel, LocalizedText> = {
  green: { en: 'green', zh: '绿色' },
  red: { en: 'red', zh: '红色' },
  'far-red': { en: 'far-red, shown in magenta', zh: '远红光，以品红色显示' },
  blue: { en: 'blue', zh: '蓝色' },
};

/** "FITC, green": the dye and its colour for a conjugate, the colour alone for a secondary's. */
function channelText(spec: ImageSpec): LocalizedText {
  const colour = CHANNEL_TEXT[spec.colour];
  return isFluorescent(spec.conjugation) ? { en: `${spec.conjugation}, ${colour.en}`, zh: `${spec.conjugation}，${colour.zh}` } : colour;
}

/** Nuclei are counterstained in a colour the antibody's own channel does not use. */
function counterstainText(spec: ImageSpec): LocalizedText {
  return spec.colour === 'blue'
    ? { en: 'Nuclei were counterstained with DRAQ5 (shown in red).', zh: '细胞核用DRAQ5复染（以红色显示）。' }
    : { en: 'Nuclei were counterstained with DAPI (blue).', zh: '细胞核用DAPI复染（蓝色）。' };
}

function blotCaption(spec: ImageSpec, productName: string): LocalizedText {
  const lanesEn = spec.lanes.map((l) => l.en).join(', ');
  const lanesZh = spec.lanes.map((l) => l.zh).join('、');
  const detection = detectionText(spec, productName);
  const kda = spec.molecularWeightKda;
  if (spec.blot === 'knockout') {
    const control = spec.loadingControl;
    const controlEn = control ? ` ${control.name} (${control.kda} kDa) was probed on the same membrane as a loading control.` : '';
    const controlZh = control ? `同一膜上检测${control.name}（${control.kda} kDa）作为上样对照。` : '';
    return {
      en: `Knockout validation by western blot: lysates of wild-type and ${spec.gene} knockout cells (${lanesEn}) probed with ${productName} at ${spec.dilution} dilution.${detection.en} The ${kda} kDa band is present in the wild-type lanes and absent in the knockout lanes.${controlEn}`,
      zh: `敲除验证（Western blot）：使用${productName}（${spec.dilution}稀释）检测野生型与${spec.gene}敲除细胞裂解物（${lanesZh}）。${detection.zh}${kda} kDa条带见于野生型泳道，在敲除泳道中消失。${controlZh}`,
    };
  }
  if (spec.blot === 'ip') {
    const lysate = spec.sample;
    return {
      en: `Immunoprecipitation of the ${kda} kDa target protein from ${lysate.en} lysate with ${productName} (${spec.dilution} per 500 µg lysate), analysed by western blot. Lanes: ${lanesEn}; the band is absent with the control IgG.`,
      zh: `使用${productName}（每500 µg裂解物${spec.dilution}）从${lysate.zh}裂解物中免疫沉淀${kda} kDa目的蛋白，Western blot检测。泳道：${lanesZh}；IgG对照中无条带。`,
    };
  }
  const negative = spec.lanes.filter((l) => l.negative);
  const negativeEn = negative.length > 0 ? ` No band in ${negative.map((l) => l.en).join(', ')} (negative control: the target is not expressed there).` : '';
  const negativeZh = negative.length > 0 ? `${negative.map((l) => l.zh).join('、')}中无条带（阴性对照：不表达目的蛋白）。` : '';
  return {
    en: `Western blot analysis of ${lanesEn} lysates using ${productName} at ${spec.dilution} dilution.${detection.en} Predicted band size: ${kda} kDa.${negativeEn}`,
    zh: `使用${productName}（${spec.dilution}稀释）对${lanesZh}裂解物进行Western blot分析。${detection.zh}预测条带大小：${kda} kDa。${negativeZh}`,
  };
}

/** Caption texts; the product name stays in English in both languages as on real datasheets. */
export function describeImage(spec: ImageSpec, productName: string): LocalizedText {
  const lanesEn = spec.lanes.map((l) => l.en).join(', ');
  const lanesZh = spec.lanes.map((l) => l.zh).join('、');
  if (spec.reagent && spec.kind !== 'package') {
    const what = spec.kind === 'wb' ? `Western blot of ${lanesEn} lysates` : spec.kind === 'ihc' ? `IHC staining of paraffin-embedded ${spec.sample.en}` : `fluorescence imaging of ${spec.sample.en} cells`;
    const whatZh = spec.kind === 'wb' ? `${lanesZh}裂解物的Western blot` : spec.kind === 'ihc' ? `石蜡包埋${spec.sample.zh}的免疫组化染色` : `${spec.sample.zh}细胞的荧光成像`;
    return {
      en: `Representative result obtained with ${productName}: ${what}.`,
      zh: `使用${productName}获得的代表性结果：${whatZh}。`,
    };
  }
  switch (spec.kind) {
    case 'wb':
      return blotCaption(spec, productName);
    case 'ihc': {
      // AP develops a red chromogen; HRP (own label, secondary or streptavidin) develops DAB.
      const ap = spec.conjugation === 'AP';
      const detection = ap ? { en: '', zh: '' } : detectionText(spec, productName);
      return {
        en: `Immunohistochemical analysis of paraffin-embedded ${spec.sample.en} using ${productName} at ${spec.dilution} dilution. Heat-mediated antigen retrieval was performed with citrate buffer (pH 6.0).${detection.en} ${ap ? 'Fast Red chromogen' : 'DAB staining'}, hematoxylin counterstain.`,
        zh: `使用${productName}（${spec.dilution}稀释）对石蜡包埋的${spec.sample.zh}进行免疫组化分析。柠檬酸盐缓冲液（pH 6.0）热修复抗原。${detection.zh}${ap ? '固红显色' : 'DAB显色'}，苏木素复染。`,
      };
    }
    case 'if': {
      const channel = channelText(spec);
      const counterstain = counterstainText(spec);
      const where = spec.tissue ? { en: `paraffin-embedded ${spec.sample.en}`, zh: `石蜡包埋的${spec.sample.zh}` } : { en: `${spec.sample.en} cells`, zh: `${spec.sample.zh}细胞` };
      return {
        en: `Immunofluorescence analysis of ${where.en} using ${productName} (${channel.en}) at ${spec.dilution} dilution. ${counterstain.en}`,
        zh: `使用${productName}（${channel.zh}，${spec.dilution}稀释）对${where.zh}进行免疫荧光分析。${counterstain.zh}`,
      };
    }
    case 'fcm':
      return {
        en: `Flow cytometric analysis of ${spec.sample.en} cells labelled with ${productName} at ${spec.dilution} dilution (red histogram) compared with an isotype control (grey histogram).`,
        zh: `使用${productName}（${spec.dilution}稀释）对${spec.sample.zh}细胞进行流式细胞术分析（红色直方图），灰色直方图为同型对照。`,
      };
    case 'package':
      return {
        en: `${productName}, ${spec.size} package.`,
        zh: `${productName}产品包装（${spec.size}）。`,
      };
  }
}

export function toProductImages(pid: number, specs: readonly ImageSpec[], productName: string): ProductImage[] {
  return specs.map((spec, i) => {
    const text = describeImage(spec, productName);
    return { path: `products/${pid}/${i + 1}.svg`, description: text.zh, descriptionEn: text.en };
  });
}
