import { signUp } from '../../test-support/account-helpers';
import { createTestApp, TestApp } from '../../test-support/test-app';

describe('Bull Board at /admin/queues', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('is for staff only', async () => {
    await shop.http().get('/admin/queues').expect(401);
    const customer = await signUp(shop);
    await shop.http().get('/admin/queues').set('Cookie', `password=${customer.token}`).expect(403);
    await shop.dataSource.query(`UPDATE users SET role = 'staff' WHERE id = $1`, [customer.uid]);
    const page = await shop.http().get('/admin/queues').set('Cookie', `password=${customer.token}`).expect(200);
    expect(page.text).toMatch(/<html/i);
    expect(page.text).toContain('static/css/');
    // No request to an outside host from a staff page: no absolute address in the page, none allowed by its CSP.
    expect(page.text).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(page.headers['content-security-policy']).not.toMatch(/https?:/);
    const queues = await shop.http().get('/admin/queues/api/queues').set('Authorization', customer.authorization).expect(200);
    expect(JSON.stringify(queues.body)).toContain('"mail"');
  });
});
