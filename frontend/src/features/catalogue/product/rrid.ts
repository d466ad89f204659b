/** The Antibody Registry's resolver for an RRID ("AB_2900017"). */
export const rridUrl = (rrid: string) => `https://scicrunch.org/resolver/RRID:${encodeURIComponent(rrid)}`;
