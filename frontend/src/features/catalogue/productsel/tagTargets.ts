/** Tag antibodies by group; each name is a /hot search word within Tag Antibody. */
export type TagGroup = 'epitope' | 'affinity' | 'fluorescent';

export const TAG_GROUPS: ReadonlyArray<{ group: TagGroup; tags: Array<{ name: string; detail: string }> }> = [
  {
    group: 'epitope',
    tags: [
      { name: 'His', detail: 'HHHHHH' },
      { name: 'DYKDDDDK', detail: 'FLAG' },
      { name: 'HA', detail: 'YPYDVPDYA' },
      { name: 'Myc', detail: 'EQKLISEEDL' },
      { name: 'V5', detail: 'GKPIPNPLLGLDST' },
      { name: 'T7', detail: 'MASMTGGQQMG' },
      { name: 'VSV-G', detail: 'YTDIEMNRLGK' },
      { name: 'E-tag', detail: 'GAPVPYPDPLEPR' },
      { name: 'S-tag', detail: 'KETAAAKFERQHMDS' },
      { name: 'OLLAS', detail: 'SGFANELGPRLMGK' },
    ],
  },
  {
    group: 'affinity',
    tags: [
      { name: 'GST', detail: '26 kDa' },
      { name: 'MBP', detail: '42 kDa' },
      { name: 'Strep-tag II', detail: 'WSHPQFEK' },
      { name: 'Avi', detail: 'AviTag' },
      { name: 'SUMO', detail: 'SUMO fusion' },
      { name: 'Trx', detail: 'Thioredoxin' },
      { name: 'HaloTag', detail: 'HaloTag' },
      { name: 'SNAP-tag', detail: 'SNAP-tag' },
    ],
  },
  {
    group: 'fluorescent',
    tags: [
      { name: 'GFP', detail: 'Green' },
      { name: 'mCherry', detail: 'Red' },
      { name: 'RFP', detail: 'Red' },
      { name: 'YFP', detail: 'Yellow' },
      { name: 'CFP', detail: 'Cyan' },
      { name: 'tdTomato', detail: 'Red' },
      { name: 'mNeonGreen', detail: 'Green' },
    ],
  },
];
