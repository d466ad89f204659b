import { Controller, Get, Header } from '@nestjs/common';
import type { DataAnswer, Enveloped, VocabularyLists } from '@shop/contract';
import { ok } from '../../../http/envelope';
import { VocabularyService } from './vocabulary.service';

/**
 * Every vocabulary with both labels (GET /api/vocabularies): the shop's pages label catalogue values
 * from it in the page's language. One small answer for both languages, so switching language needs
 * no new call; retired values are included (marked) so an old record still shows its label.
 */
@Controller('vocabularies')
export class VocabulariesController {
  constructor(private readonly vocabularies: VocabularyService) {}

  @Get()
  @Header('Cache-Control', 'public, no-cache')
  list(): Enveloped<DataAnswer<VocabularyLists>> {
    return ok({ data: this.vocabularies.lookup.lists });
  }
}
