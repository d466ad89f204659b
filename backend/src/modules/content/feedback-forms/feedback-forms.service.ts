import { Injectable } from '@nestjs/common';
import { join } from 'node:path';
import { AppConfig } from '../../../config/app-config.service';
import type { Language } from '../../../http/request-language';
import { letterhead } from '../../../pdf/letterhead';
import { PdfRenderer } from '../../../pdf/pdf-renderer';
import type { FeedbackFormTask } from './feedback-form.worker';
import type { FeedbackForm } from './forms';

/** Worker module of the render threads (no extension: .js when built, .ts under jest). */
const FEEDBACK_WORKER = join(__dirname, 'feedback-form.worker');

/**
 * The four forms in two languages, each made on its first request and then kept for the life of the
 * process (eight files, well under 1 MB). Not made at build time: the letterhead and the address to send
 * the form to come from this deployment's environment (CONTACT_*), which a build does not know; and a
 * form takes a few tens of milliseconds once, in a render thread, off the event loop.
 */
@Injectable()
export class FeedbackFormsService {
  private readonly made = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly renderer: PdfRenderer,
    private readonly config: AppConfig,
  ) {}

  pdf(form: FeedbackForm, language: Language): Promise<Buffer> {
    const key = `${form.key}:${language}`;
    let pdf = this.made.get(key);
    if (!pdf) {
      const task: FeedbackFormTask = { key: form.key, language, letterhead: letterhead(this.config, language) };
      pdf = this.renderer.render(FEEDBACK_WORKER, task);
      // A failed render is not kept: the next request tries again.
      pdf.catch(() => this.made.delete(key));
      this.made.set(key, pdf);
    }
    return pdf;
  }
}
