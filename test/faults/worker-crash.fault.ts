import { SMTPServer } from 'smtp-server';
import { startShop, Shop, waitFor } from './support/shop-processes';
import { ShopClient } from './support/shop-client';

/**
 * The worker is killed while it is handing a mail to SMTP: BullMQ notices the stalled job, another
 * worker retries it within 15 s (the mail queue's short lock, see mail.processor.ts), and the mail is
 * delivered exactly once.
 */
describe('worker killed in the middle of a mail job', () => {
  let shop: Shop;
  let smtp: SMTPServer;
  const delivered: string[] = [];
  let holdNext = true;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          // The first message is held and never accepted, so the worker can be killed before SMTP
          // takes it: like a connection that dies mid-transaction, it does not count as delivered.
          if (holdNext) {
            holdNext = false;
            setTimeout(() => callback(new Error('held, never accepted')), 60_000).unref();
            return;
          }
          delivered.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    const port = 2600 + Math.floor(Math.random() * 300);
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    shop = await startShop({ separateWorker: true, extraEnv: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });

  afterAll(async () => {
    await shop?.stop();
    await new Promise((r) => smtp.close(() => r(undefined)));
  });

  it('retries the job on another worker and sends the mail once', async () => {
    const visitor = new ShopClient(shop.url);
    const email = `worker-fault-${Date.now()}@example.com`;
    const sent = await visitor.request('POST', 'useridentify/sendverify', { email, puzzlepass: await visitor.puzzlePass() });
    expect(sent.status).toBe(200);

    // Wait until the held message is in SMTP's hands, then kill the worker without mercy.
    await waitFor(async () => !holdNext, 20_000, 'worker handing the mail to SMTP');
    const killed = Date.now();
    shop.worker?.kill('SIGKILL');
    expect(delivered).toHaveLength(0);

    shop.startWorker();
    const ms = await waitFor(async () => delivered.some((m) => m.includes(email)), 120_000, 'redelivery by the new worker');
    console.log(`Worker crash: mail redelivered ${ms} ms after the new worker started (${Date.now() - killed} ms after the kill)`);
    expect(ms).toBeLessThan(15_000);
    // A fixed wait, not a poll: it proves no second delivery, and a mail not sent twice has no signal.
    await new Promise((r) => setTimeout(r, 3000));
    expect(delivered.filter((m) => m.includes(email))).toHaveLength(1);
  });
});
