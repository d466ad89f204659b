import { Controller, Get, Header } from '@nestjs/common';
import { ok } from '../../../http/envelope';
import { VocabularyService } from './vocabulary.service';

/**
 * Every vocabulary with both labels (GET /api/vocabularies): the shop's pages label catalogue values
 * from it in the page's language. One small answer for both languages, so switching language needs
 * no new call; retired values are included so an old record still shows its label.
 */
@Controller('vocabularies')
export class VocabulariesController {
  constructor(private readonly vocabularies: VocabularyService) {}

  @Get()
  @Header('Cache-Control', 'public, no-cache')
  list() {
    const { lists } = this.vocabularies.lookup;
    const data = Object.fromEntries(Object.entries(lists).map(([name, values]) => [name, values.map((v) => ({ key: v.key, zh: v.zh, en: v.en, ...(v.retired ? { retired: true } : {}) }))]));
    return ok({ data });
  }
}
