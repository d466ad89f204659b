/**
 * What each product picture shows. Captions and pictures are derived from the same
 * spec so the drawn bands, tissue and colours always agree with the caption.
 */
import type { Rng } from './random';
import { FLOW_CELLS, IF_CELLS, IHC_TISSUES, LYSATES_BY_SPECIES } from './samples';
import type { Bilingual, ProductImage } from './types';

export type ImageKind = 'wb' | 'ihc' | 'if' | 'fcm' | 'package';

export interface ImageSpec {
  kind: ImageKind;
  /** Band position for blots, in kDa. */
  molecularWeightKda: number;
  lanes: Bilingual[];
  sample: Bilingual;
  dilution: string;
  /** Fluorescence channel colour for IF pictures. */
  colour: 'green' | 'red';
  /** Label on package pictures. */
  label: string;
  size: string;
  /** Host of the primary, so the caption names a matching secondary antibody. */
  host: string;
  /** Reagent pictures show a representative result rather than a titration of the product. */
  reagent: boolean;
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
}

function lanesFor(rng: Rng, reactivities: readonly string[]): Bilingual[] {
  const pools = reactivities.filter((r) => LYSATES_BY_SPECIES[r] !== undefined);
  const species = pools.length > 0 ? pools : ['Other'];
  const lanes: Bilingual[] = [];
  const count = rng.int(2, 5);
  for (let i = 0; i < count; i++) {
    const pool = LYSATES_BY_SPECIES[species[i % species.length] as string] ?? [];
    const lane = rng.pick(pool);
    if (!lanes.includes(lane)) lanes.push(lane);
  }
  return lanes;
}

/** Kinds in the order a datasheet shows them: blots first, then tissue, cells, flow. */
export function planImages(rng: Rng, input: ImagePlanInput): ImageSpec[] {
  const apps = input.applications;
  const kinds: ImageKind[] = [];
  if (input.productType === 'Reagents') {
    kinds.push('package');
    if (input.reagentCategory === 'Western blot' || input.reagentCategory === 'Electrophoresis' || input.reagentCategory === 'Sample preparation') kinds.push('wb');
    else if (input.reagentCategory === 'Immunohistochemistry') kinds.push('ihc');
    else if (input.reagentCategory === 'Cell imaging' || input.reagentCategory === 'Cell assays') kinds.push('if');
    else kinds.push('package');
  } else {
    if (apps.includes('WB') || apps.includes('Simple Western')) kinds.push('wb');
    if (apps.some((a) => a === 'IHC-P' || a === 'IHC' || a === 'IHC-F')) kinds.push('ihc');
    if (apps.some((a) => a === 'ICC/IF' || a === 'IF' || a === 'ICC')) kinds.push('if');
    if (apps.includes('FCM') || apps.includes('FACS sorting')) kinds.push('fcm');
    if (kinds.length === 0) kinds.push('wb');
    const target = rng.int(2, 6);
    const base = kinds.slice();
    while (kinds.length < target) kinds.push(base[kinds.length % base.length] as ImageKind);
  }
  return kinds.map((kind) => ({
    kind,
    molecularWeightKda: input.molecularWeightKda > 0 ? input.molecularWeightKda : rng.int(25, 120),
    lanes: kind === 'wb' ? lanesFor(rng, input.productType === 'Reagents' ? ['Human'] : input.reactivities) : [],
    sample: kind === 'ihc' ? rng.pick(IHC_TISSUES) : kind === 'fcm' ? rng.pick(FLOW_CELLS) : rng.pick(IF_CELLS),
    dilution:
      kind === 'wb'
        ? rng.pick(input.productType === 'Loading Control Antibody' ? ['1:5000', '1:10000', '1:20000'] : ['1:1000', '1:2000', '1:5000'])
        : kind === 'ihc'
          ? rng.pick(['1:100', '1:200', '1:50'])
          : kind === 'if'
            ? rng.pick(['1:100', '1:200', '1:500'])
            : rng.pick(['1:50', '1:100']),
    colour: rng.chance(0.75) ? 'green' : 'red',
    label: input.productName,
    size: input.size,
    host: input.host,
    reagent: input.productType === 'Reagents',
  }));
}

const HOST_ZH: Record<string, string> = { Rabbit: '兔', Mouse: '小鼠', Rat: '大鼠', Goat: '山羊', Chicken: '鸡', Sheep: '绵羊', 'Guinea pig': '豚鼠', Hamster: '仓鼠', Human: '人' };

/** Secondary used for detection: it must recognise the primary's host (and none is needed for conjugated secondaries). */
function secondaryText(host: string): Bilingual {
  const species = HOST_ZH[host] ? host : 'Rabbit';
  const raisedIn = species === 'Goat' || species === 'Sheep' ? 'Donkey' : 'Goat';
  const raisedInZh = raisedIn === 'Donkey' ? '驴' : '山羊';
  return {
    en: ` Secondary antibody: HRP-conjugated ${raisedIn} Anti-${species} IgG (H+L) at 1:10000.`,
    zh: `二抗：HRP标记${raisedInZh}抗${HOST_ZH[species] ?? '兔'}IgG (H+L)，1:10000稀释。`,
  };
}

/** Caption texts; the product name stays in English in both languages as on real datasheets. */
export function describeImage(spec: ImageSpec, productName: string): Bilingual {
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
    case 'wb': {
      const secondary = spec.host && !productName.startsWith('Anti-') ? secondaryText(spec.host) : { en: '', zh: '' };
      return {
        en: `Western blot analysis of ${lanesEn} lysates using ${productName} at ${spec.dilution} dilution.${secondary.en} Predicted band size: ${spec.molecularWeightKda} kDa.`,
        zh: `使用${productName}（${spec.dilution}稀释）对${lanesZh}裂解物进行Western blot分析。${secondary.zh}预测条带大小：${spec.molecularWeightKda} kDa。`,
      };
    }
    case 'ihc':
      return {
        en: `Immunohistochemical analysis of paraffin-embedded ${spec.sample.en} using ${productName} at ${spec.dilution} dilution. Heat-mediated antigen retrieval was performed with citrate buffer (pH 6.0); DAB staining, hematoxylin counterstain.`,
        zh: `使用${productName}（${spec.dilution}稀释）对石蜡包埋的${spec.sample.zh}进行免疫组化分析。柠檬酸盐缓冲液（pH 6.0）热修复抗原，DAB显色，苏木素复染。`,
      };
    case 'if':
      return {
        en: `Immunofluorescence analysis of ${spec.sample.en} cells using ${productName} (${spec.colour}) at ${spec.dilution} dilution. Nuclei were counterstained with DAPI (blue).`,
        zh: `使用${productName}（${spec.colour === 'green' ? '绿色' : '红色'}，${spec.dilution}稀释）对${spec.sample.zh}细胞进行免疫荧光分析，细胞核用DAPI复染（蓝色）。`,
      };
    case 'fcm':
      return {
        en: `Flow cytometric analysis of ${spec.sample.en} cells labelled with ${productName} at ${spec.dilution} dilution (red) compared with an isotype control (grey).`,
        zh: `使用${productName}（${spec.dilution}稀释，红色）对${spec.sample.zh}细胞进行流式细胞术分析，灰色为同型对照。`,
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
