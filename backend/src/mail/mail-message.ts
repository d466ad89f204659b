/** One outgoing e-mail as it travels through the `mail` queue. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailRequest extends MailMessage {
  /**
   * Same key, same mail: a second enqueue with a key already queued or sent is ignored for a week.
   * Name the event with `eventKey`, never with a row id alone.
   */
  idempotencyKey: string;
}

/**
 * The key of a mail about one row's event: its id and the time the event was stored. A row id alone comes back
 * when a database is restored from a backup or seeded again (the demo, a test shop on a reused port) while Redis
 * still remembers last week's keys, and the new order's confirmation would be taken for the old one's and never sent.
 */
export const eventKey = (event: string, id: number, at: Date): string => `${event}:${id}:${at.getTime()}`;

export const MAIL_QUEUE = 'mail';
