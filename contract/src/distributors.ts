/** Distributors by province (spec section 7: GET /agentinfo/). */

/** The spec's Distributor. */
export interface Distributor {
  agentid: number;
  agentname: string;
  adress: string;
  website: string;
  email: string;
  telephone: string;
  province: string;
  enorch: 'zh' | 'en';
}

/** A province with distributors, named in one language; the zh and en names share `code`. */
export interface ProvinceEntry {
  province: string;
  enorch: 'zh' | 'en';
  code: string;
}

/** GET /agentinfo/ answer (besides code): the distributors (of the named province) and the provinces. */
export interface AgentAnswer {
  data: Distributor[];
  province2: ProvinceEntry[];
}
