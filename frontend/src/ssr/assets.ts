import type { Manifest, ManifestChunk } from '@shop/contract';

export type { Manifest };

/**
 * <link> tags for what a server-rendered page needs besides the entry: the app (the chunk the entry
 * imports once the page is painted, main.tsx) and the page's lazy module, with their static imports
 * and their stylesheets, leaving out what the template already links (the entry's own). The
 * stylesheets go in the head: they block the first paint, so the page is styled from it, and Vite's
 * loader later finds them present and loads nothing twice.
 */
export function chunkLinks(manifest: Manifest | undefined, key: string | undefined, template: string): { styles: string[]; modules: string[] } {
  const page = key ? manifest?.[key] : undefined;
  if (!manifest || !page) return { styles: [], modules: [] };
  const app = (manifest['index.html']?.dynamicImports ?? []).map((name) => manifest[name]).filter((chunk) => chunk !== undefined);
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (chunk: ManifestChunk) => {
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
    for (const name of chunk.imports ?? []) {
      const imported = manifest[name];
      if (imported) visit(imported);
    }
  };
  for (const chunk of [...app, page]) visit(chunk);
  const linked = (file: string) => template.includes(`/${file}"`);
  // The modules end the body, preloaded at low priority: they download beside the stylesheets and
  // pictures (the app is ready to hydrate soon after the paint) but a phone's connection serves the
  // stylesheets and the main picture first.
  return {
    styles: styles.filter((file) => !linked(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    modules: scripts.filter((file) => !linked(file)).map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
  };
}
