/**
 * GET /api/dev/mailbox?to= data row: a mail the shop "sent" outside production with no SMTP server, newest first.
 * The tests and a developer read it (it answers 404 in production).
 */
export interface DevMail {
  id: string;
  /** When it was stored (ISO 8601). */
  sentAt: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}
