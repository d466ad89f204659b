/** One node of the region tree, in the spec's shape (section 3, region tree node). */
export interface RegionNode {
  id: string;
  /** "0" at the top (continents). */
  pid: string;
  /** Ancestor ids and own id, comma-delimited, starting and ending with a comma: ",1,12,". */
  path: string;
  /** "1" continent, "2" country or territory, "3" province or state, "4" city, "5" district (China only). */
  level: string;
  name: string;
  name_en: string;
  name_pinyin: string;
  code: string | null;
  childrens: RegionNode[] | null;
}

/** The file shipped with the backend: the tree plus where it came from. */
export interface RegionFile {
  version: number;
  sources: string[];
  regions: RegionNode[];
}
