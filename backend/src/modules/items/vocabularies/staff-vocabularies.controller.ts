import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ATTRIBUTE_FIELDS, type DataAnswer, type Enveloped, type ManagedValue, type MergedValues, VOCABULARY_NAMES, type VocabularyHeading } from '@shop/contract';
import { ok } from '../../../http/envelope';
import { StaffGuard } from '../../identity/staff.guard';
import { AddValueDto, MergeValuesDto, RelabelValueDto, ReorderValuesDto, RetireValueDto } from './vocabularies.dto';
import { VocabularyService } from './vocabulary.service';

/** The field each vocabulary serves, for the page's headings (the tags vocabulary is the search_tag field). */
const FIELD_LABELS = Object.fromEntries(VOCABULARY_NAMES.map((name) => [name, ATTRIBUTE_FIELDS.find((f) => f.vocabulary === name)!.label]));

/** Staff manage the vocabularies (/admin/catalogue/vocabularies): add, relabel, reorder, merge, retire. */
@Controller('admininfo/catalogue/vocabularies')
@UseGuards(StaffGuard)
export class StaffVocabulariesController {
  constructor(private readonly vocabularies: VocabularyService) {}

  @Get()
  names(): Enveloped<DataAnswer<VocabularyHeading[]>> {
    const data: VocabularyHeading[] = VOCABULARY_NAMES.map((name) => ({ name, label: FIELD_LABELS[name] }));
    return ok({ data });
  }

  @Get(':name')
  async list(@Param('name') name: string): Promise<Enveloped<DataAnswer<ManagedValue[]>>> {
    return ok(await this.values(name));
  }

  @Post(':name')
  @HttpCode(200)
  async add(@Param('name') name: string, @Body() form: AddValueDto): Promise<Enveloped<DataAnswer<ManagedValue[]>>> {
    await this.vocabularies.add(name, form);
    return ok(await this.values(name));
  }

  @Post(':name/relabel')
  @HttpCode(200)
  async relabel(@Param('name') name: string, @Body() form: RelabelValueDto): Promise<Enveloped<DataAnswer<ManagedValue[]>>> {
    await this.vocabularies.relabel(name, form.key, form);
    return ok(await this.values(name));
  }

  @Post(':name/reorder')
  @HttpCode(200)
  async reorder(@Param('name') name: string, @Body() form: ReorderValuesDto): Promise<Enveloped<DataAnswer<ManagedValue[]>>> {
    await this.vocabularies.reorder(name, form.keys);
    return ok(await this.values(name));
  }

  @Post(':name/merge')
  @HttpCode(200)
  async merge(@Param('name') name: string, @Body() form: MergeValuesDto): Promise<Enveloped<MergedValues>> {
    const { products } = await this.vocabularies.merge(name, form.from, form.into);
    // The kept value's count from the products table: the index queue is still reindexing the moved products.
    const answer: MergedValues = { data: await this.vocabularies.managed(name, [form.into]), moved: products };
    return ok(answer);
  }

  @Post(':name/retire')
  @HttpCode(200)
  async retire(@Param('name') name: string, @Body() form: RetireValueDto): Promise<Enveloped<DataAnswer<ManagedValue[]>>> {
    await this.vocabularies.retire(name, form.key, form.retired ?? true);
    return ok(await this.values(name));
  }

  /** Every call answers the vocabulary as it stands (after the change). */
  private async values(name: string): Promise<DataAnswer<ManagedValue[]>> {
    return { data: await this.vocabularies.managed(name) };
  }
}
