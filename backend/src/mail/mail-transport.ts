import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config.service';
import { DevMailboxStore } from './dev-mailbox.store';
import type { MailMessage } from './mail-message';

/**
 * Where mail really goes: SMTP when SMTP_URL is set; the development mailbox when it is not and the
 * app is not in production; in production without SMTP_URL every delivery fails (and stays retryable
 * on Bull Board) rather than vanishing.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly smtp?: Transporter;

  constructor(
    private readonly config: AppConfig,
    private readonly mailbox: DevMailboxStore,
  ) {
    const url = config.get('SMTP_URL');
    if (url) {
      this.smtp = nodemailer.createTransport(url, { from: config.get('MAIL_FROM') });
    }
  }

  get usesDevMailbox(): boolean {
    return !this.smtp && !this.config.isProduction;
  }

  async deliver(id: string, message: MailMessage): Promise<void> {
    if (this.smtp) {
      await this.smtp.sendMail({ ...message, from: this.config.get('MAIL_FROM'), messageId: `<${id}@antibody-shop>` });
      return;
    }
    if (this.usesDevMailbox) {
      await this.mailbox.store(id, message);
      return;
    }
    this.logger.error('SMTP_URL is not configured; mail cannot be delivered');
    throw new Error('SMTP_URL is not configured');
  }

  onApplicationShutdown(): void {
    this.smtp?.close();
  }
}
