/** Where a tracking number is followed: the known carriers' pages, matched by any name staff typed. */
export interface KnownCarrier {
  name: string;
  aliases: string[];
  trackingUrl: string;
}

/** Names compare without case, spaces or dots: "SF Express", "sf-express" and "S.F. Express" are one. */
const key = (name: string) => name.toLowerCase().replace(/[\s.\-_·]/g, '');

export class TrackingLinks {
  private readonly byName = new Map<string, string>();

  constructor(carriers: readonly KnownCarrier[]) {
    for (const carrier of carriers) for (const name of [carrier.name, ...carrier.aliases]) this.byName.set(key(name), carrier.trackingUrl);
  }

  /** The carrier's tracking page for this number, or '' when the carrier is unknown (the number is then shown as text). */
  urlOf(carrier: string, trackingNumber: string): string {
    if (!carrier || !trackingNumber) return '';
    const template = this.byName.get(key(carrier));
    return template ? template.replace('{number}', encodeURIComponent(trackingNumber)) : '';
  }
}

export const NO_TRACKING_LINKS = new TrackingLinks([]);
