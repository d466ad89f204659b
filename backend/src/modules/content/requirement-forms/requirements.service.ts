import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppConfig } from '../../../config/app-config.service';
import { LocalizedException } from '../../../http/localized-exception';
import type { Language } from '../../../http/request-language';
import { MailService } from '../../../mail/mail.service';
import { requirementMail } from './requirement-mail';
import { RequirementForm } from './requirement-form.entity';

export const EMPTY_REQUIREMENT = {
  zh: '请至少填写抗体名称、需求描述或邮箱中的一项',
  en: 'Please fill in at least the antibody name, the description or your e-mail',
};
export const UNKNOWN_REQUIREMENT = { zh: '该需求不存在', en: 'This requirement form does not exist' };

export const INBOX_PAGE_SIZE = 20;

/** A researcher's request for an antibody the shop does not list (the /xuqiu form). */
export interface RequirementRequest {
  email: string;
  antibodyName: string;
  applications: string[];
  /** The species or samples the antibody is for. */
  sources: string[];
  description: string;
}

@Injectable()
export class RequirementsService {
  private readonly logger = new Logger(RequirementsService.name);

  constructor(
    @InjectRepository(RequirementForm) private readonly forms: Repository<RequirementForm>,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /**
   * Stores the form, then queues the mail to sales. The stored form is what counts: if the queue is
   * down the form stays in the staff inbox marked as not mailed rather than being lost.
   */
  async submit(request: RequirementRequest, language: Language, userId: number | null): Promise<RequirementForm> {
    const description = request.description.trim();
    if (!request.email && !request.antibodyName && !description) throw new LocalizedException(EMPTY_REQUIREMENT, HttpStatus.BAD_REQUEST);
    const form = await this.forms.save(
      this.forms.create({
        email: request.email,
        antibodyName: request.antibodyName,
        applications: [...new Set(request.applications)],
        sources: [...new Set(request.sources)],
        description,
        language,
        userId,
      }),
    );
    try {
      await this.mail.enqueue(requirementMail(form, this.config.get('SALES_EMAIL')));
      form.mailed = true;
      await this.forms.update(form.id, { mailed: true });
    } catch (error) {
      this.logger.warn({ err: error, form: form.id }, 'requirement form stored but its mail could not be queued');
    }
    return form;
  }

  async inbox(page: number): Promise<{ forms: RequirementForm[]; total: number }> {
    const [forms, total] = await this.forms.findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * INBOX_PAGE_SIZE,
      take: INBOX_PAGE_SIZE,
    });
    return { forms, total };
  }

  async markHandled(id: number): Promise<RequirementForm> {
    const form = await this.forms.findOne({ where: { id } });
    if (!form) throw new LocalizedException(UNKNOWN_REQUIREMENT, HttpStatus.NOT_FOUND);
    form.handledAt = form.handledAt ?? new Date();
    return this.forms.save(form);
  }
}
