import type { ReviewStatus } from './staff';

/** The review form as POST /comment/addcomment takes it (spec section 3 field names). */
export interface ReviewForm {
  pid: string;
  CatalogNumber: string;
  LotNumber: string;
  FirstName: string;
  LastName: string;
  Country: string;
  EmailAddress: string;
  InsititutionUniversity: string;
  ApplicationUsed: string;
  UploadAnyImages: string;
  Species: string;
  SpeciesElse: string;
  Type: string;
  Specification: string;
  PrimaryAntibodyDilution: string;
  ensureCheck: string;
}

/** POST /comment/addcomment answer data: the stored review, awaiting moderation. */
export interface ReviewSubmitted {
  id: number;
  status: ReviewStatus;
}
