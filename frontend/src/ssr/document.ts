import type { PageHead } from '../shared/seo/pageHead';
import { scriptJson, STATE_ELEMENT_ID, type ServerState } from '../shared/api/serverState';
import type { Language } from '../i18n/language';
import { languageUrl } from '../shared/ui/breadcrumbJsonLd';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Title, description, the page's canonical address and its two language versions (hreflang). */
function headTags(head: PageHead, path: string, origin: string, language: Language): string {
  const zh = languageUrl(origin, path, 'zh');
  const en = languageUrl(origin, path, 'en');
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(language === 'en' ? en : zh)}" />`,
    `<link rel="alternate" hreflang="zh" href="${escapeHtml(zh)}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(en)}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(zh)}" />`,
  ].join('\n    ');
}

/**
 * The built index.html with the rendered page in it: its language on <html>, its head instead of
 * the shell's title and description, the page's stylesheets, the markup inside #root, the app's
 * and the page chunk's modules and the state the browser hydrates from.
 */
export function pageDocument(
  template: string,
  page: { head: PageHead; path: string; html: string; state: ServerState; links?: string[]; modules?: string[] },
): string {
  const { language, origin } = page.state;
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${language === 'zh' ? 'zh-CN' : 'en'}"`)
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `  ${[...(page.links ?? []), headTags(page.head, page.path, origin, language)].join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
    .replace('</body>', () =>
      [...(page.modules ?? []), `<script type="application/json" id="${STATE_ELEMENT_ID}">${scriptJson(page.state)}</script>`].join('\n    ') + '\n  </body>',
    );
}
