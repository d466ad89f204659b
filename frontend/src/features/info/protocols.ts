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

/**
 * The protocol section a product page links each application to (issue 35): the page of its technique, at the section
 * where that variant's procedure starts (paraffin or frozen sections, co-IP, the ChIP steps). Anchors are the section
 * ids above; an application without a protocol page (ELISA, dot blot…) has no link.
 */
const APPLICATION_PROTOCOLS: Readonly<Record<string, { kind: ProtocolKind; section: string }>> = {
  WB: { kind: 'wb', section: 'overview' },
  'Simple Western': { kind: 'wb', section: 'overview' },
  IHC: { kind: 'ihc', section: 'overview' },
  'IHC-P': { kind: 'ihc', section: 'deparaffinization' },
  'IHC-F': { kind: 'ihc', section: 'frozen' },
  ICC: { kind: 'iccif', section: 'overview' },
  'ICC/IF': { kind: 'iccif', section: 'overview' },
  IF: { kind: 'iccif', section: 'overview' },
  FCM: { kind: 'fcm', section: 'overview' },
  'FACS sorting': { kind: 'fcm', section: 'preparation' },
  IP: { kind: 'ip', section: 'immunoprecipitation' },
  'Co-IP': { kind: 'ip', section: 'coip' },
  ChIP: { kind: 'chip', section: 'steps' },
  'ChIP-seq': { kind: 'chip', section: 'steps' },
};

/** The address of an application's protocol section (/protocol/ihc#frozen), or null when the shop has none for it. */
export function protocolPath(application: string): string | null {
  const found = APPLICATION_PROTOCOLS[application];
  if (!found || !(PROTOCOLS[found.kind] as readonly string[]).includes(found.section)) return null;
  return `/protocol/${found.kind}#${found.section}`;
}
