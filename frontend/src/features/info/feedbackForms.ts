/** The four forms; the names are the server's fixed list (backend content/feedback-file.controller.ts). */
export const FEEDBACK_FORMS = [
  { key: 'ip', file: 'IP-CoIP-feedback-form.pdf' },
  { key: 'ihc', file: 'IHC-ICC-feedback-form.pdf' },
  { key: 'fcm', file: 'FCM-feedback-form.pdf' },
  { key: 'wb', file: 'WB-feedback-form.pdf' },
] as const;

/** With the shop's language (as the datasheet link): the PDF follows the page, not the browser's Accept-Language (issue 25). */
export const feedbackFileUrl = (file: string, language: string): string =>
  `/api/getfeedbackfile/?${new URLSearchParams({ feedbackfilename: file, lang: language })}`;
