/** Epitope, affinity and fluorescent-protein tags for the Tag Antibody range and /productsel/taganti. */

export type TagGroup = 'epitope' | 'affinity' | 'fluorescent';

export interface TagTarget {
  /** Short name used in product titles and as the /hot search term. */
  name: string;
  fullName: string;
  group: TagGroup;
  /** Amino-acid sequence for short epitopes; empty for whole-protein tags. */
  sequence: string;
  /** Size of the tag alone; epitope tags are detected on fusion proteins of any size, hence 0. */
  molecularWeightKda: number;
  aliases: string[];
}

export const TAG_TARGETS: readonly TagTarget[] = [
  { name: 'His', fullName: '6x His tag', group: 'epitope', sequence: 'HHHHHH', molecularWeightKda: 0, aliases: ['6xHis', 'His6', 'Polyhistidine tag', 'His-tag'] },
  { name: 'DYKDDDDK', fullName: 'DYKDDDDK (FLAG) tag', group: 'epitope', sequence: 'DYKDDDDK', molecularWeightKda: 0, aliases: ['FLAG', 'FLAG tag', 'DDK tag'] },
  { name: 'HA', fullName: 'HA tag (influenza haemagglutinin epitope)', group: 'epitope', sequence: 'YPYDVPDYA', molecularWeightKda: 0, aliases: ['HA tag', 'Hemagglutinin tag', 'HA.11'] },
  { name: 'Myc', fullName: 'c-Myc tag', group: 'epitope', sequence: 'EQKLISEEDL', molecularWeightKda: 0, aliases: ['c-Myc tag', 'Myc tag', '9E10 epitope'] },
  { name: 'V5', fullName: 'V5 tag', group: 'epitope', sequence: 'GKPIPNPLLGLDST', molecularWeightKda: 0, aliases: ['V5 epitope', 'SV5 tag'] },
  { name: 'T7', fullName: 'T7 tag', group: 'epitope', sequence: 'MASMTGGQQMG', molecularWeightKda: 0, aliases: ['T7 epitope', 'gene 10 leader'] },
  { name: 'VSV-G', fullName: 'VSV-G tag', group: 'epitope', sequence: 'YTDIEMNRLGK', molecularWeightKda: 0, aliases: ['VSV-G epitope', 'VSVG tag'] },
  { name: 'E-tag', fullName: 'E tag', group: 'epitope', sequence: 'GAPVPYPDPLEPR', molecularWeightKda: 0, aliases: ['E epitope'] },
  { name: 'S-tag', fullName: 'S tag', group: 'epitope', sequence: 'KETAAAKFERQHMDS', molecularWeightKda: 0, aliases: ['S-peptide tag'] },
  { name: 'OLLAS', fullName: 'OLLAS tag', group: 'epitope', sequence: 'SGFANELGPRLMGK', molecularWeightKda: 0, aliases: ['OLLAS epitope'] },
  { name: 'GST', fullName: 'Glutathione S-transferase tag', group: 'affinity', sequence: '', molecularWeightKda: 26, aliases: ['GST tag', 'Glutathione S-transferase'] },
  { name: 'MBP', fullName: 'Maltose-binding protein tag', group: 'affinity', sequence: '', molecularWeightKda: 42, aliases: ['MBP tag', 'malE', 'Maltose binding protein'] },
  { name: 'Strep-tag II', fullName: 'Strep-tag II', group: 'affinity', sequence: 'WSHPQFEK', molecularWeightKda: 0, aliases: ['Strep tag', 'Strep-II', 'StrepII'] },
  { name: 'Avi', fullName: 'AviTag (biotin acceptor peptide)', group: 'affinity', sequence: 'GLNDIFEAQKIEWHE', molecularWeightKda: 0, aliases: ['AviTag', 'BAP tag'] },
  { name: 'SUMO', fullName: 'SUMO fusion tag', group: 'affinity', sequence: '', molecularWeightKda: 12, aliases: ['SUMO tag', 'Smt3'] },
  { name: 'Trx', fullName: 'Thioredoxin tag', group: 'affinity', sequence: '', molecularWeightKda: 12, aliases: ['Thioredoxin tag', 'TrxA'] },
  { name: 'HaloTag', fullName: 'HaloTag', group: 'affinity', sequence: '', molecularWeightKda: 33, aliases: ['Halo tag', 'Halo'] },
  { name: 'SNAP-tag', fullName: 'SNAP-tag', group: 'affinity', sequence: '', molecularWeightKda: 20, aliases: ['SNAP tag', 'SNAP'] },
  { name: 'GFP', fullName: 'Green fluorescent protein', group: 'fluorescent', sequence: '', molecularWeightKda: 27, aliases: ['EGFP', 'eGFP', 'Green fluorescent protein'] },
  { name: 'mCherry', fullName: 'mCherry fluorescent protein', group: 'fluorescent', sequence: '', molecularWeightKda: 27, aliases: ['mCherry tag', 'Red fluorescent protein'] },
  { name: 'RFP', fullName: 'Red fluorescent protein', group: 'fluorescent', sequence: '', molecularWeightKda: 26, aliases: ['TagRFP', 'DsRed'] },
  { name: 'YFP', fullName: 'Yellow fluorescent protein', group: 'fluorescent', sequence: '', molecularWeightKda: 27, aliases: ['EYFP', 'Venus'] },
  { name: 'CFP', fullName: 'Cyan fluorescent protein', group: 'fluorescent', sequence: '', molecularWeightKda: 27, aliases: ['ECFP', 'Cerulean'] },
  { name: 'tdTomato', fullName: 'tdTomato fluorescent protein', group: 'fluorescent', sequence: '', molecularWeightKda: 54, aliases: ['tdTomato tag'] },
  { name: 'mNeonGreen', fullName: 'mNeonGreen fluorescent protein', group: 'fluorescent', sequence: '', molecularWeightKda: 27, aliases: ['mNG'] },
];

export const TAG_GROUPS: readonly TagGroup[] = ['epitope', 'affinity', 'fluorescent'];

/** Shape of /productsel/taganti: group → tags, each linking to /hot with producttype Tag Antibody. */
export const TAGS_BY_GROUP: Readonly<Record<TagGroup, readonly TagTarget[]>> = {
  epitope: TAG_TARGETS.filter((t) => t.group === 'epitope'),
  affinity: TAG_TARGETS.filter((t) => t.group === 'affinity'),
  fluorescent: TAG_TARGETS.filter((t) => t.group === 'fluorescent'),
};
