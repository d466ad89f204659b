import type { Same, SafetySheetTarget } from '@shop/contract';
import { IsIn } from 'class-validator';
import type { SdsScope } from './safety-sheets.service';
import { SDS_LANGUAGES, type SdsLanguage } from './shown-sheets';

/** Which sheet a staff call means: its language, and this product's own or its product type's. */
export class SdsTargetDto {
  @IsIn(SDS_LANGUAGES, { message: 'language must be zh or en' })
  language: SdsLanguage;

  @IsIn(['product', 'type'], { message: 'scope must be product or type' })
  scope: SdsScope;
}

/** The class reads exactly the fields the app sends (the contract's request type). */
const FIELDS_MATCH_CONTRACT: Same<keyof SdsTargetDto, keyof SafetySheetTarget> = true;
void FIELDS_MATCH_CONTRACT;
