/** Where a tracking number is followed: the known carriers' pages, matched by any name staff typed. */
export interface KnownCarrier {
  name: string;
  /** Its name in Chinese ('' or absent: the same as `name`). */
  nameZh?: string;
  aliases: string[];
  trackingUrl: string;
}

/** Names compare without case, spaces or dots: "SF Express", "sf-express" and "S.F. Express" are one. */
const key = (name: string) => name.toLowerCase().replace(/[\s.\-_·]/g, '');

/**
 * The known carriers as one language's reader sees them: their tracking pages, and their names in
 * that language (issue 48: staff may type "SF" or "顺丰"; a Chinese page says 顺丰速运, an English one SF Express).
 */
export class TrackingLinks {
  private readonly byName = new Map<string, string>();
  private readonly shownName = new Map<string, string>();

  constructor(carriers: readonly KnownCarrier[], language: 'zh' | 'en' = 'en') {
    for (const carrier of carriers) {
      const shown = (language === 'zh' && carrier.nameZh) || carrier.name;
      for (const name of [carrier.name, ...(carrier.nameZh ? [carrier.nameZh] : []), ...carrier.aliases]) {
        this.byName.set(key(name), carrier.trackingUrl);
        this.shownName.set(key(name), shown);
      }
    }
  }

  /** A known carrier's name in this language, whatever name staff typed; an unknown carrier as typed. */
  nameOf(carrier: string): string {
    return (carrier && this.shownName.get(key(carrier))) || carrier;
  }

  /** The carrier's tracking page for this number, or '' when the carrier is unknown (the number is then shown as text). */
  urlOf(carrier: string, trackingNumber: string): string {
    if (!carrier || !trackingNumber) return '';
    const template = this.byName.get(key(carrier));
    return template ? template.replace('{number}', encodeURIComponent(trackingNumber)) : '';
  }
}

export const NO_TRACKING_LINKS = new TrackingLinks([]);
