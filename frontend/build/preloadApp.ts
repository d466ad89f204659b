import type { Plugin } from 'vite';

/**
 * Links the chunks the entry imports dynamically (the app: main.tsx imports app/start.tsx once the
 * page is painted) in index.html as `modulepreload`, so a page drawn in the browser alone fetches the
 * app beside the entry instead of after it. At low priority: a server-rendered page (which uses the
 * same file as its template) paints from its stylesheets and pictures first.
 */
export function preloadApp(): Plugin {
  return {
    name: 'shop:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { chunk, bundle }) {
        if (!chunk || !bundle) return [];
        return chunk.dynamicImports.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${bundle[file]?.fileName ?? file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
