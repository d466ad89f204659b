import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { AppConfig } from '../../../config/app-config.service';
import type { Language } from '../../../http/request-language';
import { letterhead } from '../../../pdf/letterhead';
import { PdfRenderer } from '../../../pdf/pdf-renderer';
import { RecentPdfs } from '../../../pdf/recent-pdfs';
import { SharedCaches } from '../../../cache/shared-caches';
import { CatalogueService } from '../reading/catalogue.service';
import { PictureStore } from '../pictures/picture-store';
import { datasheetContent } from './datasheet-content';
import { datasheetPictures } from './datasheet-pictures';
import { VocabularyService } from '../vocabularies/vocabulary.service';

/** Worker module of the render threads (no extension: .js when built, .ts under jest). */
const DATASHEET_WORKER = join(__dirname, 'datasheet.worker');

/** A sheet with pictures is 100–400 kB: this keeps a few hundred of the most read. */
const KEPT_BYTES = 64 * 1024 * 1024;

export interface Datasheet {
  catalogueNumber: string;
  pdf: Buffer;
}

/** A product's datasheet as a PDF in the reader's language, made once per product change and language. */
@Injectable()
export class DatasheetService {
  private readonly recent = new RecentPdfs(KEPT_BYTES);

  constructor(
    private readonly catalogue: CatalogueService,
    private readonly pictures: PictureStore,
    private readonly renderer: PdfRenderer,
    private readonly config: AppConfig,
    private readonly vocabularies: VocabularyService,
    shared: SharedCaches,
  ) {
    shared.onDrop(() => this.recent.clear());
  }

  /** `publicUrl`: the shop's address the sheet prints (AppConfig.publicUrl of the request). */
  async datasheet(pid: number, language: Language, publicUrl = this.config.publicUrl()): Promise<Datasheet | null> {
    const found = await this.catalogue.product(pid);
    if (!found) return null;
    const { product, research, safetySheets } = found;
    // updated_at changes with every catalogue change of the product, its prices and pictures included; evidence,
    // references and approved reviews change beside it, so what the sheet shows of them is part of the version.
    // So are the safety data sheets it links (the product's own or its type's, issue 35).
    const researchHash = createHash('sha1').update(JSON.stringify([research, safetySheets])).digest('base64url');
    const version = `${new Date(product.updatedAt).toISOString()}:${researchHash}`;
    const pdf = await this.recent.get(`${product.id}:${language}:${publicUrl}`, version, async () => {
      const pictures = await datasheetPictures(this.pictures, product.images, language);
      return this.renderer.render(DATASHEET_WORKER, datasheetContent(product, language, letterhead(this.config, language, publicUrl), pictures, research, this.vocabularies.lookup, safetySheets, publicUrl));
    });
    return { catalogueNumber: product.catalogueNumber, pdf };
  }
}
