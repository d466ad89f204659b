import { createContext, useContext, type ReactNode } from 'react';

/**
 * The shop's public address, for the absolute URLs of structured data (schema.org wants them). The
 * server renders with its PUBLIC_URL and hands the same value to the browser, so both render alike.
 */
const SiteOrigin = createContext<string>('');

export function SiteOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <SiteOrigin.Provider value={origin}>{children}</SiteOrigin.Provider>;
}

export function useSiteOrigin(): string {
  const origin = useContext(SiteOrigin);
  return origin || (typeof window === 'undefined' ? '' : window.location.origin);
}
