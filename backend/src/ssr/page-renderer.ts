import { availableParallelism } from 'node:os';
import Piscina from 'piscina';
import { loadServerBundle, PageDocument, PageRequest } from './server-bundle';

/** Renders whole pages with the frontend's server bundle. */
export interface PageRenderer {
  describe: string;
  isServerRendered(path: string): boolean;
  isShopPage(path: string): boolean;
  /** The app shell (the built index.html): what the browser renders a page from. */
  shell: string;
  render(request: PageRequest): Promise<PageDocument | null>;
  close(): Promise<void>;
}

/** Pages waiting beyond this get the app shell (rendered in the browser) rather than pile up. */
const MAX_QUEUE = 64;

/**
 * The renderer for the built app in `spaDist`, or null when it has no server bundle. Rendering a
 * page takes 10–30 ms of CPU (two React passes, before and after its API calls), with pauses of up
 * to 50–80 ms on the event loop measured: too long for the other requests (issue 12's 20 ms rule).
 * So pages render in worker threads, half the cores at most; the bundle is a plain CommonJS file,
 * which piscina runs as it is (its renderTask export). Only the route check runs here.
 */
export function startPageRenderer(spaDist: string | undefined): PageRenderer | null {
  const loaded = loadServerBundle(spaDist);
  if (!loaded) return null;
  const { bundle, template, manifest, path } = loaded;
  const threads = Math.max(1, Math.floor(availableParallelism() / 2));
  const pool = new Piscina({ filename: path, name: 'renderTask', minThreads: 1, maxThreads: threads, idleTimeout: 60_000, maxQueue: MAX_QUEUE });
  return {
    describe: `${path} in ${threads} worker thread(s)`,
    isServerRendered: (p) => bundle.isServerRendered(p),
    isShopPage: (p) => bundle.isShopPage(p),
    shell: template,
    render: (request) => pool.run({ template, manifest, request }) as Promise<PageDocument | null>,
    close: () => pool.destroy(),
  };
}
