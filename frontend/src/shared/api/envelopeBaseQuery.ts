import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { type Language, storedLanguage } from '../../i18n/language';
import { readCookie } from './cookies';
import { mayRetry, RETRY_DELAYS_MS, type RetryOptions } from './safeRetries';

/** Spec section 7: every body carries a code: 200 success, 300 "none" or "unknown". */
const SUCCESS = 200;
export const NOTHING = 300;

/**
 * A call that did not succeed, as every page sees it. `status` is the HTTP status of a refused call
 * (400, 401, 404, 429…), NOTHING (300) for a change the server answered with the spec's code 300
 * (wrong password, nothing to delete…), or 0 when no answer came (offline, not JSON).
 */
export interface ShopError {
  status: number;
  /** The server's message, already in the interface language, when it sent one. */
  message?: string;
  /** The whole answer body: some refusals carry more (field, problems, retryAfter). */
  data: Record<string, unknown>;
}

/** `nothing`: a read the server answered with code 300 (no such order, unknown province…). */
export type EnvelopeMeta = FetchBaseQueryMeta & { nothing?: boolean };

/**
 * Every call names the interface language (server messages come back in it) and, when logged in,
 * carries the spec's Authorization header made of the uid and session cookies.
 */
const fetchAnswer = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'same-origin',
  prepareHeaders: (headers) => {
    headers.set('X-Language', storedLanguage());
    headers.set('X-Requested-With', 'XMLHttpRequest');
    const uid = readCookie('uid');
    const token = readCookie('password');
    if (uid && token && !headers.has('Authorization')) headers.set('Authorization', `${uid}:${token}`);
    return headers;
  },
});

const isBody = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function failure(error: FetchBaseQueryError): ShopError {
  const data = 'data' in error && isBody(error.data) ? error.data : {};
  const status = typeof error.status === 'number' ? error.status : 'originalStatus' in error ? error.originalStatus : 0;
  return { status, message: typeof data.message === 'string' ? data.message : undefined, data };
}

/**
 * The one place the `{ code, message }` envelope is read. Code 200: the data is the body without
 * its code. Code 300 to a read is an answer too ("none"): the same data, with meta.nothing for the
 * few endpoints that show it differently. Code 300 to a change is a refusal: an error carrying the
 * server's message, which the page shows as it shows any other refusal.
 */
/**
 * A server-rendered page's calls: to the shop's own API at `origin`, in the page's language and
 * without anyone's session (the page is the same for everyone and is kept for the next caller).
 */
export interface ServerFetch {
  origin: string;
  language: Language;
}

const serverAnswer = fetchBaseQuery({
  prepareHeaders: (headers, { extra }) => {
    headers.set('X-Language', (extra as ServerFetch).language);
    return headers;
  },
});

function onServer(args: string | FetchArgs, origin: string): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  return { ...request, url: `${origin}/api/${request.url.replace(/^\//, '')}` };
}

/** In the browser: sent again while unavailable when the endpoint says its change is safe to repeat (safeRetries.ts). */
async function browserAnswer(args: string | FetchArgs, api: Parameters<typeof fetchAnswer>[1], extraOptions: RetryOptions) {
  let result = await fetchAnswer(args, api, extraOptions);
  for (const delay of extraOptions.retryWhileUnavailable ? RETRY_DELAYS_MS : []) {
    if (!result.error || !mayRetry(result.error.status)) break;
    await new Promise((resolve) => setTimeout(resolve, delay));
    result = await fetchAnswer(args, api, extraOptions);
  }
  return result;
}

export const envelopeBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ShopError, RetryOptions, EnvelopeMeta> = async (args, api, extraOptions) => {
  const server = api.extra as ServerFetch | undefined;
  const result = server ? await serverAnswer(onServer(args, server.origin), api, extraOptions) : await browserAnswer(args, api, extraOptions ?? {});
  // fetchBaseQuery always reports the request it made.
  const meta = result.meta as FetchBaseQueryMeta;
  if (result.error) return { error: failure(result.error), meta };
  if (!isBody(result.data) || (result.data.code !== SUCCESS && result.data.code !== NOTHING)) return { data: result.data, meta };
  const { code, ...data } = result.data;
  if (code === SUCCESS) return { data, meta };
  if (api.type === 'mutation') return { error: { status: NOTHING, message: typeof data.message === 'string' ? data.message : undefined, data: result.data }, meta };
  return { data, meta: { ...meta, nothing: true } };
};
