import { loadServerBundle, PageRequest } from './server-bundle';

/** Renders whole pages with the frontend's server bundle. */
export interface PageRenderer {
  describe: string;
  isServerRendered(path: string): boolean;
  render(request: PageRequest): Promise<string | null>;
  close(): Promise<void>;
}

/** The renderer for the built app in `spaDist`, or null when it has no server bundle. */
export function startPageRenderer(spaDist: string | undefined): PageRenderer | null {
  const loaded = loadServerBundle(spaDist);
  if (!loaded) return null;
  const { bundle, template, path } = loaded;
  return {
    describe: path,
    isServerRendered: (p) => bundle.isServerRendered(p),
    render: (request) => bundle.renderPage(template, request),
    close: async () => undefined,
  };
}
