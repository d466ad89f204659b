import { TestEnvironment } from 'jest-environment-jsdom';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';

/**
 * jsdom, plus the fetch classes a browser has and jsdom lacks. RTK Query's fetchBaseQuery builds a
 * `Request` and reads a `Response`; jsdom 20 has neither, so Node's own are lent to the page (with
 * its AbortController and URLSearchParams: a Node Request accepts only Node's signal, and only Node's
 * URLSearchParams is sent as a form). A browser resolves a relative address ('/api/…') against the
 * page's; Node's Request refuses one, so the lent Request resolves it against the jsdom page's URL.
 * Its Blob, File and FormData too: an upload (a review picture, a catalogue sheet) is a FormData of Files that Node's
 * Request must read as multipart, and it reads only its own (jsdom's Blob has no stream(): the body would never end).
 * `fetch` itself is left out on purpose: the tests answer it (testing/fetchStandIn.ts), nothing reaches a network.
 */
export default class BrowserEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const page = this.global as unknown as Record<string, unknown> & { location: Location };
    const NodeRequest = globalThis.Request;
    class PageRequest extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, page.location.href).href : input, init);
      }
    }
    // A form's own FormData (`new FormData(form)`: React reads one on submit) is made by jsdom's, then copied into
    // Node's: strings as they are, a file input's Files (Node's, as a test's user.upload gives them) too.
    const PageFormData = page.FormData as typeof FormData;
    const NodeFormData = globalThis.FormData;
    const NodeBlob = globalThis.Blob;
    class FormDataOfPage extends NodeFormData {
      constructor(form?: unknown, submitter?: unknown) {
        super();
        if (form === undefined) return;
        const read = new (PageFormData as unknown as new (f: unknown, s?: unknown) => FormData)(form, submitter ?? undefined);
        for (const [name, value] of read as unknown as Iterable<[string, unknown]>) {
          if (typeof value === 'string') this.append(name, value);
          else if (value instanceof NodeBlob) this.append(name, value);
          else this.append(name, new NodeBlob([]), (value as { name?: string }).name ?? '');
        }
      }
    }
    Object.assign(page, {
      Request: PageRequest,
      Response: globalThis.Response,
      Headers: globalThis.Headers,
      AbortController: globalThis.AbortController,
      AbortSignal: globalThis.AbortSignal,
      URLSearchParams: globalThis.URLSearchParams,
      TextEncoder: globalThis.TextEncoder,
      TextDecoder: globalThis.TextDecoder,
      ReadableStream: globalThis.ReadableStream,
      structuredClone: globalThis.structuredClone,
      Blob: globalThis.Blob,
      File: globalThis.File,
      FormData: FormDataOfPage,
    });
  }
}
