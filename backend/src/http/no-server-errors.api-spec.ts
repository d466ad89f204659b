import { signUpStaff } from '../../test-support/review-fixtures';
import { signUp, SignedUp, XHR } from '../../test-support/account-helpers';
import { createTestApp, TestApp } from '../../test-support/test-app';

/**
 * A net under every call the API documents: hostile or malformed input, from a visitor, a customer
 * and staff, must be answered with a 2xx/3xx/4xx — never a 500 and never a stack trace.
 */
const JUNK_FIELDS: Array<Record<string, unknown>> = [
  {},
  { pid: 'abc', priceid: '-1', quantity: '1e309', cartid: '1 OR 1=1', addrid: "' OR '1'='1", orderlistid: '99999999999999999999' },
  { pid: ['1', '2'], caridlist: ['x', '-5'], need_tax: 'maybe', email: `${'a'.repeat(300)}@x`, password: '', verify: '12' },
  { searchword: "'; DROP TABLE products; --", searchpageid: '-1', application: "['WB'", host: "[['x']]", textid: '../../etc/passwd', q: '%' },
  { page: 'NaN', status: '<script>', province: '\u0000', feedbackfilename: '../package.json', id: '1e3', x: 'Infinity' },
];
const PATH_PARAMS = ['abc', '-1', '99999999999999999999', '..%2F..%2Fetc%2Fpasswd'];

interface Call {
  method: 'get' | 'post';
  path: string;
}

describe('no call answers 500 to bad input', () => {
  let shop: TestApp;
  let calls: Call[];
  let customer: SignedUp;
  let staff: SignedUp;

  beforeAll(async () => {
    shop = await createTestApp();
    customer = await signUp(shop);
    staff = await signUpStaff(shop);
    const docs = await shop.http().get('/api/docs-json').expect(200);
    calls = Object.entries(docs.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m): m is Call['method'] => m === 'get' || m === 'post')
        // Health checks take no input, and readiness answers 503 by design until the instance may serve
        // (here: the facet memory is loaded on first use).
        .filter(() => !path.includes('/dev/') && !path.endsWith('/logout') && !path.startsWith('/api/health'))
        .map((method) => ({ method, path })),
    );
  });
  afterAll(() => shop.close());

  it('documents the calls it will probe', () => {
    expect(calls.length).toBeGreaterThan(40);
  });

  it.each([
    ['a visitor', () => ({})],
    ['a customer', () => ({ Authorization: customer.authorization, ...XHR })],
    ['staff', () => ({ Authorization: staff.authorization, ...XHR })],
  ])('holds for %s', async (_who, headers) => {
    const failures: string[] = [];
    for (const call of calls) {
      for (const param of PATH_PARAMS) {
        const path = call.path.replace(/\{[^}]+\}/g, param);
        for (const fields of JUNK_FIELDS) {
          const req = call.method === 'get'
            ? shop.http().get(path).query(fields as Record<string, string>)
            : shop.http().post(path).type('form').send(fields as Record<string, string>);
          const res = await req.set(headers());
          if (res.status >= 500 || /at \w+ \(|node_modules/.test(res.text)) {
            failures.push(`${call.method.toUpperCase()} ${path} ${JSON.stringify(fields).slice(0, 80)} → ${res.status} ${res.text.slice(0, 120)}`);
          }
        }
        if (!call.path.includes('{')) break;
      }
    }
    expect(failures).toEqual([]);
  });
});
