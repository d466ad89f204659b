/** Promotions, the home carousel, the requirement form and the site's details (spec sections 3 and 7). */

/** Spec section 3 "Promotion text" as the home page lists it (GET /indexinfo/texttemp data row). */
export interface Promotion {
  textid: number;
  imagefile: string;
  textname_ch: string;
  textname_en: string;
}

/** A promotion with its rich text (GET /texttemp/{textid}, the staff editor). */
export interface PromotionText extends Promotion {
  textedit_ch: string;
  textedit_en: string;
  updatetime: string;
}

/** Spec section 3 "Carousel picture", named in the reader's language. */
export interface CarouselPicture {
  id: number;
  url: string;
  routlink: string;
  picname: string;
}

/** POST /requirement fields: an antibody the shop does not list yet. */
export interface Requirement {
  email: string;
  antibodyname: string;
  apply: string[];
  resource: string[];
  description: string;
}

/** GET /siteinfo data: contact and payment details from configuration. */
export interface SiteInfo {
  email: string;
  phone: string;
  address_ch: string;
  address_en: string;
  filingnumber: string;
  /** The account name and bank in English, and in Chinese (_ch, issue 31: a domestic RMB transfer needs them). */
  bank: { accountname: string; bankname: string; accountname_ch: string; bankname_ch: string; accountnumber: string; swift: string };
  /** The international handling fee in whole dollars (an order stores it in its currency: order-money.ts). */
  handlingfee_usd: number;
  /** The delivery promise per destination, in working days after dispatch (e.g. '5-7'). */
  delivery: { china: string; international: string };
}
