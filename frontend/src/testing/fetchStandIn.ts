/**
 * The shop's API as a test page meets it: `globalThis.fetch` answered from fixtures, keyed by method
 * and path ('GET /iteminfo/searchitem/'). Everything above fetch is the app's own: RTK Query, the
 * envelope base query (shared/api/envelopeBaseQuery.ts), the headers it sets. So a test sees what
 * the page asked (path, query, form, language) and the page reads the answers as it reads the server's.
 */

/** What an answer is: the body the server would send (a contract-typed envelope) and its HTTP status. */
interface Reply {
  status: number;
  body: unknown;
}

/** A request the page made, as the server would read it. */
export interface SeenRequest {
  method: string;
  /** Without the /api prefix, as the app's calls name it: '/iteminfo/searchitem/'. */
  path: string;
  query: URLSearchParams;
  /** The posted form (section 7 posts URL-encoded forms); empty for a GET. */
  form: URLSearchParams;
  /** The body as sent: a multipart upload (a picture, a sheet) is read from it, not from `form`. */
  body: string;
  /** Every header sent (Authorization, the registration's mdve token…). */
  headers: Headers;
  /** The X-Language header: the interface language the server answers messages in. */
  language: string | null;
}

type Answer = Reply | ((request: SeenRequest) => Reply);
/** Fixture answers by 'METHOD /path' (the path as the app names it, without /api). */
export type ApiAnswers = Record<string, Answer>;

/** The spec's success envelope: `{ code: 200, ...answer }` (section 7). */
export function ok<T extends object>(answer: T): Reply {
  return { status: 200, body: { code: 200, ...answer } };
}

/** The spec's "none" (code 300): a read with nothing to show, a change refused with a message. */
export function none<T extends object = { message?: string }>(answer?: T): Reply {
  return { status: 200, body: { code: 300, ...answer } };
}

/** A call the server refused with an HTTP status (400, 401, 404, 429…) and its `{ message }` body. */
export function refused(status: number, body: object): Reply {
  return { status, body };
}

export interface ServedApi {
  /** Every request the page made, in order. */
  requests: SeenRequest[];
  /** Requests no fixture answered (they got a 404): a page asked for something the test did not expect. */
  unanswered: string[];
}

/** Installs the stand-in on globalThis.fetch for one test (testing/setup.ts removes it after each). */
export function serveApi(answers: ApiAnswers = {}): ServedApi {
  const served: ServedApi = { requests: [], unanswered: [] };
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const seen: SeenRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      form: new URLSearchParams(body),
      body,
      headers: request.headers,
      language: request.headers.get('X-Language'),
    };
    served.requests.push(seen);
    const key = `${seen.method} ${seen.path}`;
    const found = answers[key];
    if (!found) served.unanswered.push(key);
    const reply = !found ? refused(404, { message: `no fixture answers ${key}` }) : typeof found === 'function' ? found(seen) : found;
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  };
  return served;
}
