/** One outgoing e-mail as it travels through the `mail` queue. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailRequest extends MailMessage {
  /**
   * Same key, same mail: a second enqueue with a key already queued or sent is ignored.
   * Use something that names the event, e.g. `verify-code:<id>` or `order-confirmation:<orderId>`.
   */
  idempotencyKey: string;
}

export const MAIL_QUEUE = 'mail';
