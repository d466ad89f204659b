import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { MailService } from './mail.service';
import { pause, waitFor } from '../../test-support/wait-for';

/**
 * A tiny SMTP server on 127.0.0.1 that refuses the first two deliveries: the mail job must be
 * retried with backoff and delivered exactly once.
 */
describe('mail delivery through a failing SMTP server', () => {
  let shop: TestApp;
  let smtp: SMTPServer;
  let attempts = 0;
  const delivered: string[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          attempts += 1;
          if (attempts <= 2) {
            const error = Object.assign(new Error('Temporary failure, try later'), { responseCode: 451 });
            return callback(error);
          }
          delivered.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    process.env.MAIL_BACKOFF_MS = '100';
    shop = await createTestApp();
  });
  afterAll(async () => {
    await shop.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('retries until the server accepts, then sends once even if enqueued twice', async () => {
    const mail = shop.app.get(MailService);
    const message = { to: 'retry@example.com', subject: 'Retry test', text: 'hello', html: '<p>hello</p>', idempotencyKey: 'retry-test-1' };
    await mail.enqueue(message);
    await mail.enqueue(message);
    await waitFor(() => delivered.length > 0, 20_000, 'the retried mail delivered', 50);
    // A fixed wait, not a poll: it gives the second enqueue its chance to send again, and a send that must not happen has no signal.
    await pause(500);
    expect(attempts).toBe(3);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toContain('Subject: Retry test');
  });

  it('sends through SMTP, not into the dev mailbox, when SMTP_URL is set', async () => {
    const box = await shop.http().get('/api/dev/mailbox').expect(200);
    expect(box.body.data).toEqual([]);
  });
});
