import '@testing-library/jest-dom';

/**
 * Runs before each frontend test file (jest.config.js, setupFilesAfterEnv): Testing Library's DOM
 * matchers, and a clean browser between tests — no fetch stand-in left answering, no stored
 * language or compare list, no cookie, no notice (shared/ui/notice.ts draws outside React's tree).
 */
const noFetch = (): Promise<Response> => Promise.reject(new Error('No fetch stand-in: call serveApi() (testing/fetchStandIn.ts) or renderPage() first'));

// RTK's development checks (the app's store keeps them outside production) warn when one takes over 32 ms: a
// figure of the machine's load, not of the code, so it is not printed; every other warning is.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && /InvariantMiddleware took \d+ms/.test(args[0])) return;
  warn(...args);
};

// jsdom 20 has <dialog> without its methods: the confirmation dialogs (shared/ui/ConfirmDialog.tsx) open and close as a
// browser's do, by the `open` attribute (what Testing Library's queries read), modal or not.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// Nor pointer capture: the slide puzzle's handle (features/account/SlidePuzzle.tsx) captures the pointer it is dragged by.
if (!Element.prototype.setPointerCapture) {
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
}

// Nor scrolling: a page may bring a field into view (Element.scrollIntoView), which changes nothing a test reads.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

// Before the test file loads too: RTK Query's fetchBaseQuery looks for fetch when its module is read.
globalThis.fetch = noFetch;
beforeEach(() => {
  globalThis.fetch = noFetch;
});

afterEach(() => {
  localStorage.clear();
  for (const cookie of document.cookie.split('; ').filter(Boolean)) document.cookie = `${cookie.split('=')[0]}=; Max-Age=0; path=/`;
  document.body.replaceChildren();
});
