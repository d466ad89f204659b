import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { serveApi, none, ok, refused } from '../../testing/fetchStandIn';
import { envelopeBaseQuery, NOTHING } from './envelopeBaseQuery';
import { failureStatus, refusalDetail, serverMessage } from './serverMessage';

/** What RTK Query hands a base query, for a read or a change. */
const call = (type: 'query' | 'mutation'): BaseQueryApi => ({
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: () => undefined,
  getState: () => ({}),
  extra: undefined,
  endpoint: 'probe',
  type,
});

describe('the envelope base query (spec section 7: every body carries a code)', () => {
  it('gives code 200 as the answer without its code, asking in the stored language', async () => {
    localStorage.setItem('lang', 'en');
    const api = serveApi({ 'GET /iteminfo/suggest/': ok({ data: [{ text: 'AKT1' }] }) });
    const result = await envelopeBaseQuery({ url: '/iteminfo/suggest/', params: { q: 'akt' } }, call('query'), {});
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ data: [{ text: 'AKT1' }] });
    expect(result.meta?.nothing).toBeUndefined();
    expect(api.requests).toEqual([expect.objectContaining({ method: 'GET', path: '/iteminfo/suggest/', language: 'en' })]);
    expect(api.requests[0].query.get('q')).toBe('akt');
  });

  it('gives code 300 to a read as an answer marked "nothing"', async () => {
    serveApi({ 'GET /orderinfo/showorderitem': none() });
    const result = await envelopeBaseQuery('/orderinfo/showorderitem', call('query'), {});
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({});
    expect(result.meta?.nothing).toBe(true);
  });

  it("turns code 300 to a change into a refusal carrying the server's message", async () => {
    serveApi({ 'POST /addrinfo/deladdress': none({ message: '没有这个地址' }) });
    const result = await envelopeBaseQuery({ url: '/addrinfo/deladdress', method: 'POST', body: new URLSearchParams({ addrid: '9' }) }, call('mutation'), {});
    expect(failureStatus(result.error)).toBe(NOTHING);
    expect(serverMessage(result.error)).toBe('没有这个地址');
  });

  it('gives an HTTP refusal its status, message and other fields', async () => {
    serveApi({ 'POST /userinfo/login': refused(429, { message: 'Too many attempts, try again in 60 s', retryAfter: 60 }) });
    const result = await envelopeBaseQuery({ url: '/userinfo/login', method: 'POST', body: new URLSearchParams() }, call('mutation'), {});
    expect(failureStatus(result.error)).toBe(429);
    expect(serverMessage(result.error)).toBe('Too many attempts, try again in 60 s');
    expect(refusalDetail(result.error, 'retryAfter')).toBe(60);
  });

  it('leaves a refusal without a message (a proxy\'s HTML page) to the page\'s own words', async () => {
    globalThis.fetch = async () => new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    const result = await envelopeBaseQuery('/iteminfo/baseinfo/', call('query'), {});
    expect(failureStatus(result.error)).toBe(502);
    expect(serverMessage(result.error)).toBeUndefined();
  });

  it('reports no answer at all (offline) as status 0', async () => {
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const result = await envelopeBaseQuery('/iteminfo/baseinfo/', call('query'), {});
    expect(failureStatus(result.error)).toBe(0);
    expect(serverMessage(result.error)).toBeUndefined();
  });

  it("carries the logged-in customer's uid and session as the spec's Authorization header", async () => {
    document.cookie = 'uid=42; path=/';
    document.cookie = 'password=s3cret; path=/';
    let authorization: string | null = null;
    globalThis.fetch = async (input) => {
      authorization = (input as Request).headers.get('Authorization');
      return new Response(JSON.stringify({ code: 200 }), { headers: { 'Content-Type': 'application/json' } });
    };
    await envelopeBaseQuery('/cartinfo/showcart', call('query'), {});
    expect(authorization).toBe('42:s3cret');
  });

  describe('a change safe to repeat, while the database changes leader (issue 47)', () => {
    /** Answers 503 `unavailable` times, then 200; keeps each request's Idempotency-Key. */
    function failingOver(unavailable: number) {
      const keys: Array<string | null> = [];
      globalThis.fetch = async (input: RequestInfo | URL) => {
        keys.push(new Headers((input as Request).headers).get('Idempotency-Key'));
        if (keys.length <= unavailable) {
          return new Response(JSON.stringify({ code: 503, message: 'The service is temporarily unavailable, please try again later' }), { status: 503, headers: { 'Content-Type': 'application/json' } });
        }
        return new Response(JSON.stringify({ code: 200 }), { headers: { 'Content-Type': 'application/json' } });
      };
      return keys;
    }
    const addition = { url: '/cartinfo/addcart', method: 'POST', body: new URLSearchParams({ pid: '1' }), headers: { 'Idempotency-Key': 'key-of-one-click' } };

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('is sent again with the same key until it goes through, and the page sees only the success', async () => {
      const keys = failingOver(3);
      const pending = envelopeBaseQuery(addition, call('mutation'), { retryWhileUnavailable: true });
      await jest.advanceTimersByTimeAsync(1000 + 2000 + 4000);
      const result = await pending;
      expect(result.error).toBeUndefined();
      expect(keys).toEqual(['key-of-one-click', 'key-of-one-click', 'key-of-one-click', 'key-of-one-click']);
    });

    it('shows the 503 once the retries are spent: a real outage is not hidden', async () => {
      const keys = failingOver(100);
      const pending = envelopeBaseQuery(addition, call('mutation'), { retryWhileUnavailable: true });
      await jest.advanceTimersByTimeAsync(23_000);
      const result = await pending;
      expect(failureStatus(result.error)).toBe(503);
      expect(serverMessage(result.error)).toBe('The service is temporarily unavailable, please try again later');
      expect(keys).toHaveLength(6);
    });

    it('is sent once when the endpoint does not say it is safe to repeat', async () => {
      const keys = failingOver(1);
      const result = await envelopeBaseQuery(addition, call('mutation'), {});
      expect(failureStatus(result.error)).toBe(503);
      expect(keys).toHaveLength(1);
    });
  });
});
