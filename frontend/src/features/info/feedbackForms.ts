/** The four forms; the names are the server's fixed list (backend content/feedback-file.controller.ts). */
export const FEEDBACK_FORMS = [
  { key: 'ip', file: 'IP-CoIP-feedback-form.pdf' },
  { key: 'ihc', file: 'IHC-ICC-feedback-form.pdf' },
  { key: 'fcm', file: 'FCM-feedback-form.pdf' },
  { key: 'wb', file: 'WB-feedback-form.pdf' },
] as const;

export const feedbackFileUrl = (file: string): string => `/api/getfeedbackfile/?feedbackfilename=${encodeURIComponent(file)}`;
