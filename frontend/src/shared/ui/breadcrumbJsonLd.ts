import type { Language } from '../../i18n/language';

/** An address inside the shop as an absolute URL in the page's language (`?lang=en` for English, as the sitemap). */
export function languageUrl(origin: string, path: string, language: Language): string {
  const url = new URL(path, origin || 'http://localhost');
  url.searchParams.delete('lang');
  if (language === 'en') url.searchParams.set('lang', 'en');
  return origin ? url.toString() : `${url.pathname}${url.search}`;
}

/** schema.org BreadcrumbList of a trail; the last crumb is the page itself. */
export function breadcrumbJsonLd(trail: Array<{ label: string; to?: string }>, here: string, origin: string, language: Language) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: languageUrl(origin, index === trail.length - 1 || !crumb.to ? here : crumb.to, language),
    })),
  };
}
