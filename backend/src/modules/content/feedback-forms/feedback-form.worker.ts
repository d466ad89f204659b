import type { Language } from '../../../http/request-language';
import type { Letterhead } from '../../../pdf/letterhead';
import { renderFeedbackForm } from './feedback-form.pdf';
import { FEEDBACK_FORMS } from './forms';

export interface FeedbackFormTask {
  key: string;
  language: Language;
  letterhead: Letterhead;
}

/** Runs in a render thread (PdfRenderer); the form's definition is looked up here rather than sent over. */
export default function render(task: FeedbackFormTask): Promise<Buffer> {
  const form = FEEDBACK_FORMS.find((f) => f.key === task.key);
  if (!form) throw new Error(`No feedback form ${task.key}`);
  return renderFeedbackForm(form, task.language, task.letterhead);
}
