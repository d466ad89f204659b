/** The four forms; the names are the server's fixed list (backend content/feedback-file.controller.ts). */
export const FEEDBACK_FORMS = [
  { key: 'ip', file: 'IP-CoIP-feedback-form.html' },
  { key: 'ihc', file: 'IHC-ICC-feedback-form.html' },
  { key: 'fcm', file: 'FCM-feedback-form.html' },
  { key: 'wb', file: 'WB-feedback-form.html' },
] as const;

export const feedbackFileUrl = (file: string): string => `/api/getfeedbackfile/?feedbackfilename=${encodeURIComponent(file)}`;
