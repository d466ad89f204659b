/** A chunk of the browser build as .vite/manifest.json describes it. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * <link> tags for a lazy page's module, its static imports and its stylesheets, leaving out those
 * the template already links (the entry's own). The browser fetches them beside the entry, and the
 * page's styles apply from the first paint; Vite's loader then finds them present and loads nothing twice.
 */
export function chunkLinks(manifest: Manifest | undefined, key: string | undefined, template: string): { styles: string[]; modules: string[] } {
  const start = key ? manifest?.[key] : undefined;
  if (!manifest || !start) return { styles: [], modules: [] };
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
  visit(start);
  const linked = (file: string) => template.includes(`/${file}"`);
  // The stylesheets go in the head: they block the first paint. The modules are only needed to
  // hydrate, so their links end the body: the browser (and Lighthouse's simulation of a phone's six
  // connections) then asks for the page's pictures, the main one above all, before them.
  return {
    styles: styles.filter((file) => !linked(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    modules: scripts.filter((file) => !linked(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  };
}
