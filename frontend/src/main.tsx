import { readServerState } from './shared/api/serverState';
import './styles/global.css';
import './layout/layout.css';

/**
 * Resolves once the browser has painted the page: a task queued from requestAnimationFrame runs
 * after that frame's paint. A hidden tab paints nothing, so it does not wait.
 */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// A server-rendered page is complete before any script runs, and compiling and hydrating the app
// is one long task (hundreds of ms on a phone): run first, it would hold the page's first paint. So
// the page is painted, then the app starts; its modules were preloaded meanwhile (the server links
// them), so the wait costs no download time. A plain shell has nothing to paint and starts at once.
// No top-level await here: the app's chunk imports from this one (the preload helper, the state
// reader), and a chunk awaiting the import of a chunk that imports it never finishes evaluating.
const painted = readServerState() ? afterNextPaint() : Promise.resolve();
void painted.then(() => import('./app/start'));
