/**
 * Identifiers the demo catalogue invents (RRIDs, PubMed IDs) are written in a reserved form that no
 * registry issues, so wherever one is shown (product page, references, citation, datasheet) it says
 * by itself that it is demo data, and the storefront shows it as plain text with a "demo data" note
 * instead of a link that would open someone else's record. Real identifiers a supplier imports keep
 * their ordinary form and stay linked.
 */
const DEMO_RRID = /^AB_DEMO_\d{1,12}$/;
const DEMO_PUBMED_ID = /^DEMO-\d{1,9}$/;

/** The demo's RRID for a number ("AB_DEMO_10329"). */
export const demoRrid = (n: number): string => `AB_DEMO_${n}`;

/** The demo's PubMed ID for a number ("DEMO-31200457"). */
export const demoPubmedId = (n: number): string => `DEMO-${n}`;

export const isDemoRrid = (rrid: string): boolean => DEMO_RRID.test(rrid);

export const isDemoPubmedId = (pmid: string): boolean => DEMO_PUBMED_ID.test(pmid);

/** For the import's patterns: the demo forms beside the registries' own. */
export const DEMO_RRID_SOURCE = DEMO_RRID.source.slice(1, -1);
export const DEMO_PUBMED_ID_SOURCE = DEMO_PUBMED_ID.source.slice(1, -1);
