import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataAnswer, Done, Enveloped, ListChosen, ListRowsRemoved, ListToBasketAnswer, SavedList, SavedListDetail } from '@shop/contract';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config.service';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/request-language';
import { CurrentUser, SessionUser } from '../identity/current-user.decorator';
import { SessionGuard } from '../identity/session.guard';
import { ExportThrottleGuard } from '../items/search-export/export-throttle.guard';
import { sendProductList } from '../items/search-export/product-list-download';
import { VocabularyService } from '../items/vocabularies/vocabulary.service';
import { AddToListDto, ListDownloadDto, ListIdDto, ListRowsDto, NewListDto, RenameListDto } from './dto/saved-list.dto';
import { SavedListsService } from './saved-lists.service';

/** A file name's stem from the list's name: letters, digits and CJK kept, the rest dashes. */
function fileStem(name: string, language: 'zh' | 'en'): string {
  const safe = name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return safe || (language === 'en' ? 'favourites' : '我的收藏');
}

/**
 * Saved lists (issue 31), in the style of the spec's calls (POST, form-encoded, { code } bodies):
 * showlists, showlist, addlist, renamelist, dellist, addproduct, delrows, tobasket; download as a file.
 */
@Controller('listinfo')
@UseGuards(SessionGuard)
export class SavedListsController {
  constructor(
    private readonly lists: SavedListsService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly vocabularies: VocabularyService,
  ) {}

  @Post('showlists')
  @HttpCode(200)
  async showLists(@CurrentUser() user: SessionUser): Promise<Enveloped<DataAnswer<SavedList[]>>> {
    return ok({ data: await this.lists.lists(user.id) });
  }

  @Post('showlist')
  @HttpCode(200)
  async showList(@CurrentUser() user: SessionUser, @Body() form: ListIdDto): Promise<Enveloped<SavedListDetail>> {
    return ok(await this.lists.list(user.id, Number(form.listid)));
  }

  @Post('addlist')
  @HttpCode(200)
  async addList(@CurrentUser() user: SessionUser, @Body() form: NewListDto): Promise<Enveloped<ListChosen>> {
    return ok({ listid: await this.lists.create(user.id, form.name) });
  }

  @Post('renamelist')
  @HttpCode(200)
  async renameList(@CurrentUser() user: SessionUser, @Body() form: RenameListDto): Promise<Enveloped<Done>> {
    await this.lists.rename(user.id, Number(form.listid), form.name);
    return ok();
  }

  @Post('dellist')
  @HttpCode(200)
  async deleteList(@CurrentUser() user: SessionUser, @Body() form: ListIdDto): Promise<Enveloped<Done>> {
    await this.lists.remove(user.id, Number(form.listid));
    return ok();
  }

  @Post('addproduct')
  @HttpCode(200)
  async addProduct(@CurrentUser() user: SessionUser, @Body() form: AddToListDto): Promise<Enveloped<ListChosen>> {
    const listId = form.listid ? Number(form.listid) : null;
    return ok({ listid: await this.lists.addProduct(user.id, listId, Number(form.pid), form.priceid ? Number(form.priceid) : null) });
  }

  @Post('delrows')
  @HttpCode(200)
  async deleteRows(@CurrentUser() user: SessionUser, @Body() form: ListRowsDto): Promise<Enveloped<ListRowsRemoved>> {
    return ok({ removed: await this.lists.removeRows(user.id, Number(form.listid), form.rowid.map(Number)) });
  }

  @Post('tobasket')
  @HttpCode(200)
  async toBasket(@CurrentUser() user: SessionUser, @Body() form: ListRowsDto, @Req() req: Request): Promise<Enveloped<ListToBasketAnswer>> {
    return ok(await this.lists.toBasket(user.id, Number(form.listid), form.rowid.map(Number), requestLanguage(req)));
  }

  /** The list as CSV or XLSX, the same columns as the /hot list download. */
  @Get('download')
  @UseGuards(ExportThrottleGuard)
  async download(@CurrentUser() user: SessionUser, @Query() query: ListDownloadDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const language = query.lang ?? requestLanguage(req);
    const list = await this.lists.productIds(user.id, Number(query.listid));
    await sendProductList(res, {
      dataSource: this.dataSource,
      vocabularies: this.vocabularies.lookup,
      publicUrl: this.config.publicUrl(req),
      ids: list.ids,
      format: query.format,
      language,
      fileStem: fileStem(list.favourites ? '' : list.name, language),
    });
  }
}
