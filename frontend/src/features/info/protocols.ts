/** The six protocols and their sections, in page order; the ids are the anchors of the side list. */
export const PROTOCOLS = {
  wb: ['overview', 'solutions', 'samples', 'electrophoresis', 'transfer', 'immunodetection', 'troubleshooting'],
  ip: ['overview', 'solutions', 'lysate', 'immunoprecipitation', 'coip', 'troubleshooting'],
  ihc: ['overview', 'solutions', 'deparaffinization', 'retrieval', 'staining', 'frozen', 'troubleshooting'],
  iccif: ['overview', 'solutions', 'fixation', 'staining', 'imaging', 'troubleshooting'],
  fcm: ['overview', 'solutions', 'preparation', 'surface', 'intracellular', 'acquisition', 'troubleshooting'],
  // The spec names these four for ChIP.
  chip: ['considerations', 'reagents', 'steps', 'troubleshooting'],
} as const satisfies Record<string, readonly string[]>;

export type ProtocolKind = keyof typeof PROTOCOLS;

export const PROTOCOL_KINDS = Object.keys(PROTOCOLS) as ProtocolKind[];

export function isProtocolKind(kind: string | undefined): kind is ProtocolKind {
  return kind !== undefined && Object.hasOwn(PROTOCOLS, kind);
}
