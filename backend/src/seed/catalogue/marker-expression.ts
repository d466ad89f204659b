/**
 * Where marker targets are expressed (marker-expression.json, issue 35): a Melan-A antibody is shown
 * on melanoma lines and skin, not on SH-SY5Y, K562 or mouse brain, and its papers study melanoma.
 * The table is data; this file only reads it into samples the picture plans and papers use.
 */
import TABLE from './marker-expression.json';
import type { Sample } from './samples';

/** What a sample is: cultured cells (blots, fluorescence, flow), primary cells in suspension (blots, flow), or a tissue (blots of its lysate, sections). */
export type SampleKind = 'line' | 'primary' | 'tissue';

export interface MarkerSample extends Sample {
  kind: SampleKind;
}

export interface MarkerExpression {
  /** Lines, primary cells and tissues that express the target. */
  expressed: readonly MarkerSample[];
  /** Lines and tissues that do not: negative controls at most. */
  absent: readonly MarkerSample[];
  /** Disease models its papers study: [disease, sample] (the sample's species from its first word, as for every demo paper). */
  topics: readonly (readonly [string, string])[];
}

interface Table {
  samples: Record<string, [zh: string, species: string, kind: SampleKind]>;
  profiles: Record<string, { expressed: string[]; absent: string[]; topics: [string, string][] }>;
  markers: Record<string, string>;
  absentFrom: Record<string, string[]>;
}

const table = TABLE as unknown as Table;

function sample(en: string): MarkerSample {
  const found = table.samples[en];
  if (!found) throw new Error(`marker-expression.json names an unknown sample "${en}"`);
  const [zh, species, kind] = found;
  return { en, zh, species, kind };
}

const EXPRESSION = new Map<string, MarkerExpression>(
  Object.entries(table.markers).map(([gene, profile]) => {
    const p = table.profiles[profile];
    if (!p) throw new Error(`marker-expression.json: ${gene} names an unknown profile "${profile}"`);
    return [gene, { expressed: p.expressed.map(sample), absent: p.absent.map(sample), topics: p.topics.map(([d, s]) => [d, s] as const) }];
  }),
);

/** The expression profile of a marker target; undefined for a target expressed broadly (the generic pools serve it). */
export function markerExpression(gene: string): MarkerExpression | undefined {
  return EXPRESSION.get(gene);
}

/** Every marker gene in the table. */
export const MARKER_GENES: readonly string[] = [...EXPRESSION.keys()];

/** Common lines a broadly expressed target is missing from (PTEN in PC-3, p16 in A549): never shown with a band there. */
export function absentFrom(gene: string): ReadonlySet<string> {
  return new Set([...(table.absentFrom[gene] ?? []), ...(EXPRESSION.get(gene)?.absent.map((s) => s.en) ?? [])]);
}

/** A cell sample's Chinese name in a lysate lane ("HeLa细胞", "人外周血淋巴细胞"); a tissue's name is already one ("小鼠脑组织"). */
export const laneZh = (s: MarkerSample): string => (s.kind === 'tissue' ? s.zh : `${s.zh}细胞`);
