import { Controller, Get, Header, Query, Req, Res } from '@nestjs/common';
import type { DataAnswer, Enveloped, ProductAnswer, QueryFilterFacet, QueryFilter as ShownChip, Recommendation, Same, SearchAnswer, Suggestion } from '@shop/contract';
import type { Request, Response } from 'express';
import { nothing, ok } from '../../../http/envelope';
import { PreparedAnswer } from '../../../http/prepared-answer.interceptor';
import { requestLanguage } from '../../../http/request-language';
import { AppConfig } from '../../../config/app-config.service';
import { CatalogueService } from './catalogue.service';
import { DatasheetService } from '../datasheet/datasheet.service';
import { DatasheetQueryDto, ProductQueryDto, SuggestQueryDto } from './dto/product-query.dto';
import { listSearch, SearchItemsQueryDto } from './dto/search-items.dto';
import { imageInfo, productDetail } from './product-response';
import { SearchMissesService } from '../search-misses/search-misses.service';
import type { ChipFacet, QueryFilter } from './query-words';

/**
 * Catalogue reads may be stored but are revalidated on every use (ETag, usually a 304): a price
 * staff correct must show on the next page view, not a minute later. The shop keeps its own
 * answers ready (PreparedAnswer: cleared by every catalogue change of this process).
 */
const CATALOGUE_CACHE = 'public, no-cache';

/** The contract's chip is the reader's without its engine word, and names the same facets (one union, declared in query-words.ts). */
const CHIPS_MATCH_CONTRACT: [Same<ChipFacet, QueryFilterFacet>, Same<Omit<QueryFilter, 'engineWord'>, ShownChip>] = [true, true];
void CHIPS_MATCH_CONTRACT;

const wireChip = (c: QueryFilter): ShownChip => ({ facet: c.facet, values: c.values, word: c.word, without: c.without, ...(c.family ? { family: c.family } : {}) });

@Controller('iteminfo')
export class ItemsController {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly datasheets: DatasheetService,
    private readonly misses: SearchMissesService,
    private readonly config: AppConfig,
  ) {}

  @Get('searchitem')
  @Header('Cache-Control', CATALOGUE_CACHE)
  @PreparedAnswer('search')
  async search(@Query() query: SearchItemsQueryDto, @Res({ passthrough: true }) res: Response): Promise<Enveloped<SearchAnswer>> {
    const { word, filters, sort, predicted } = listSearch(query);
    const result = await this.catalogue.search(word, filters, query.searchpageid, sort, predicted);
    // A discontinued product is not listed, but its exact catalogue number finds it (with its replacement): issue 25.
    const retired = word ? await this.catalogue.discontinuedByNumber(word) : null;
    if ((result.total === 0 || result.notice) && word && !retired) {
      // Every search that found nothing as typed is counted (issues 23, 30), widened lists too: such an answer is not kept ready, so each one reaches here.
      this.misses.record(word);
      res.setHeader('Cache-Control', 'no-cache');
    }
    // correctedword: a mistyped word was searched as the catalogue writes it ("Calbindn" → "Calbindin").
    const body: SearchAnswer = {
      data: result.items,
      page: result.pages,
      total: result.total,
      facets: result.facets,
      ...(result.correction ? { correctedword: result.correction } : {}),
      ...(retired ? { discontinued: retired } : {}),
      // queryfilters: words read as filters ("rabbit" → host Rabbit), each with the search text without it.
      queryfilters: result.chips.map(wireChip),
      // notice: the chips that left nothing and were set aside, or the target the catalogue lacks (issue 30).
      ...(result.notice ? { notice: { ...result.notice, dropped: result.notice.dropped.map(wireChip) } } : {}),
    };
    return result.total === 0 ? nothing(body) : ok(body);
  }

  @Get('suggest')
  @Header('Cache-Control', CATALOGUE_CACHE)
  @PreparedAnswer('search')
  async suggest(@Query() query: SuggestQueryDto): Promise<Enveloped<DataAnswer<Suggestion[]>>> {
    return ok({ data: await this.catalogue.suggest(query.q) });
  }

  @Get('baseinfo')
  @Header('Cache-Control', CATALOGUE_CACHE)
  @PreparedAnswer('catalogue')
  async baseinfo(@Query() query: ProductQueryDto): Promise<Enveloped<ProductAnswer>> {
    const found = await this.catalogue.product(query.pid);
    if (!found) return nothing({ data: null, imginfo: [] });
    return ok({ data: productDetail(found.product, found.related, found.research, found.successors, found.safetySheets), imginfo: imageInfo(found.product.images) });
  }

  /** The product's datasheet as a PDF in the reader's language (`lang` overrides the header), shown in the browser. */
  @Get('datasheet')
  async datasheet(@Query() query: DatasheetQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const language = query.lang ?? requestLanguage(req);
    const sheet = await this.datasheets.datasheet(query.pid, language, this.config.publicUrl(req));
    if (!sheet) {
      res.status(404).json(nothing({ message: language === 'en' ? 'No such product' : '该产品不存在' }));
      return;
    }
    res.setHeader('Cache-Control', CATALOGUE_CACHE);
    res.setHeader('Content-Language', language);
    res.setHeader('Content-Disposition', `inline; filename="${sheet.catalogueNumber.replace(/[^\w.-]/g, '_')}-datasheet-${language}.pdf"`);
    res.type('application/pdf').send(sheet.pdf);
  }
}

@Controller('indexinfo')
export class IndexInfoController {
  constructor(private readonly catalogue: CatalogueService) {}

  /** Home page recommendation carousel (spec: pid, productname, imginfo). */
  @Get('bottom')
  @Header('Cache-Control', CATALOGUE_CACHE)
  @PreparedAnswer('catalogue')
  async bottom(): Promise<Enveloped<DataAnswer<Recommendation[]>>> {
    const products = await this.catalogue.recommendations();
    return ok({
      data: products.map((p) => ({
        pid: p.id,
        productname: p.productName,
        catno: p.catalogueNumber,
        imginfo: imageInfo(p.images),
      })),
    });
  }
}
