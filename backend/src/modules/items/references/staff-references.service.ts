import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffReference, VocabularyLookup } from '@shop/contract';
import { DataSource } from 'typeorm';
import { LocalizedException } from '../../../http/localized-exception';
import { CatalogueChangesService } from '../catalogue-changes/catalogue-changes.service';
import { InvalidProduct, NO_SUCH_PRODUCT } from '../catalogue-changes/product-refusals';
import { refreshResearchColumns } from '../evidence/research-columns.sql';
import { parseReferenceCells, ReferenceRecord, referenceWire } from './reference-cells';
import { readReferences, replaceReferences } from './product-references.sql';
import { MAX_REFERENCES_PER_PRODUCT } from './reference-import';
import { VocabularyService } from '../vocabularies/vocabulary.service';

export const NO_SUCH_REFERENCE = { zh: '该产品没有这篇文献', en: 'The product has no such reference' };
export const INVALID_REFERENCE = { zh: '文献信息有误，请检查标出的字段', en: 'The reference has errors; please check the marked fields' };
const TOO_MANY = { zh: `每个产品最多 ${MAX_REFERENCES_PER_PRODUCT} 篇文献`, en: `At most ${MAX_REFERENCES_PER_PRODUCT} references per product` };

export type ReferenceForm = Partial<Record<string, unknown>>;

/** Staff keep a product's reference list (the editor's references panel); each change is one transaction. */
@Injectable()
export class StaffReferencesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changes: CatalogueChangesService,
    private readonly vocabularies: VocabularyService,
  ) {}

  async list(pid: number): Promise<StaffReference[]> {
    await this.catno(pid);
    return (await readReferences((sql, p) => this.dataSource.query(sql, p), [pid])).map((r, i) => ({ position: i + 1, ...referenceWire(r) }));
  }

  async add(pid: number, form: ReferenceForm) {
    return this.edit(pid, async (list, catno) => {
      if (list.length >= MAX_REFERENCES_PER_PRODUCT) throw new LocalizedException(TOO_MANY, HttpStatus.CONFLICT);
      return [...list, checked(form, catno, this.vocabularies.lookup)];
    });
  }

  async update(pid: number, position: number, form: ReferenceForm) {
    return this.edit(pid, async (list, catno) => {
      if (!list[position - 1]) throw new LocalizedException(NO_SUCH_REFERENCE, HttpStatus.NOT_FOUND);
      return list.map((r, i) => (i === position - 1 ? checked(form, catno, this.vocabularies.lookup) : r));
    });
  }

  async remove(pid: number, position: number) {
    return this.edit(pid, async (list) => {
      if (!list[position - 1]) throw new LocalizedException(NO_SUCH_REFERENCE, HttpStatus.NOT_FOUND);
      return list.filter((_, i) => i !== position - 1);
    });
  }

  private async edit(pid: number, change: (list: ReferenceRecord[], catno: string) => Promise<ReferenceRecord[]>) {
    await this.dataSource.transaction(async (m) => {
      const query = (sql: string, p?: unknown[]) => m.query(sql, p);
      // The product row is locked so that two staff editing one list at once do not lose a change.
      const [product] = await query('SELECT catalogue_number AS catno FROM products WHERE id = $1 FOR UPDATE', [pid]);
      if (!product) throw new LocalizedException(NO_SUCH_PRODUCT, HttpStatus.NOT_FOUND);
      const next = await change(await readReferences(query, [pid]), product.catno);
      await replaceReferences(query, new Map([[pid, next]]));
      await refreshResearchColumns(query, [pid]);
    });
    await this.changes.changed([pid]);
    return this.list(pid);
  }

  private async catno(pid: number): Promise<string> {
    const [product] = await this.dataSource.query('SELECT catalogue_number AS catno FROM products WHERE id = $1', [pid]);
    if (!product) throw new LocalizedException(NO_SUCH_PRODUCT, HttpStatus.NOT_FOUND);
    return product.catno;
  }
}

/** The form's fields, checked as a references sheet row of this product. */
function checked(form: ReferenceForm, catno: string, vocabularies: VocabularyLookup): ReferenceRecord {
  const cells: Record<string, string> = { catno };
  for (const [column, value] of Object.entries(form)) if (column !== 'catno' && typeof value === 'string') cells[column] = value;
  const parsed = parseReferenceCells(cells, { lookup: vocabularies, addedBy: 'none' });
  if (parsed.problems.length > 0) throw new InvalidProduct(parsed.problems, INVALID_REFERENCE);
  return parsed.reference;
}
