import { eventKey, type MailRequest } from '../../../mail/mail-message';
import type { RequirementForm } from './requirement-form.entity';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mail sales receive for a requirement form: plain facts, visitor text escaped. */
export function requirementMail(form: RequirementForm, salesAddress: string): MailRequest {
  const rows: Array<[string, string]> = [
    ['Form', `#${form.id} (${form.language} interface)`],
    ['E-mail', form.email || '-'],
    ['Antibody', form.antibodyName || '-'],
    ['Applications', form.applications.join(', ') || '-'],
    ['Antibody source', form.sources.join(', ') || '-'],
    ['Description', form.description || '-'],
  ];
  return {
    idempotencyKey: eventKey('requirement-form', form.id, form.createdAt),
    to: salesAddress,
    subject: `Product requirement #${form.id}: ${form.antibodyName || 'no antibody name'}`,
    text: rows.map(([k, v]) => `${k}: ${v}`).join('\n'),
    html: `<table>${rows.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`).join('')}</table>`,
  };
}
