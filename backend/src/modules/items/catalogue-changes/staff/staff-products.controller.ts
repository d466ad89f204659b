import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Req, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ATTRIBUTE_FIELDS,
  type CatalogueField,
  type DataAnswer,
  type Enveloped,
  type StaffPicture,
  type StaffProduct,
  type StaffProductList,
  type VocabularyLookup,
  WRITABLE_FIELDS,
} from '@shop/contract';
import type { Request } from 'express';
import { ok } from '../../../../http/envelope';
import { LocalizedException } from '../../../../http/localized-exception';
import { ParseIdPipe } from '../../../../http/parse-id.pipe';
import { imageUploadInterceptor, NOT_SENT } from '../../../../uploads/image-upload.interceptor';
import { StaffGuard } from '../../../identity/staff.guard';
import { PICTURE_MAX_BYTES } from '../../pictures/picture-store';
import { PICTURE_TOO_LARGE } from '../../pictures/picture-rejected';
import type { Cells } from '../product-cells';
import { PictureCaptionDto, PictureOrderDto, StaffProductListDto } from './staff-products.dto';
import { STAFF_PAGE_SIZE, StaffProductsService } from './staff-products.service';
import { localizedProblems } from '../localized-problems';
import { VocabularyService } from '../../vocabularies/vocabulary.service';

const PICTURE_UPLOAD = imageUploadInterceptor('picture', {
  required: true,
  accept: {
    maxBytes: PICTURE_MAX_BYTES,
    extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'tif', 'tiff'],
    tooLarge: PICTURE_TOO_LARGE,
    wrongExtension: { zh: '只能上传 .jpg、.png、.gif、.webp 或 .tiff 图片', en: 'Only .jpg, .png, .gif, .webp or .tiff pictures can be uploaded' },
  },
});

/** The editor's form, from the declaration: one input per field, in sheet order. */
function editorFields(vocabularies: VocabularyLookup): CatalogueField[] {
  return WRITABLE_FIELDS.map((field): CatalogueField => {
    const attribute = ATTRIBUTE_FIELDS.find((a) => a.wire === field.wire);
    const kind = field.kind === 'related' ? 'list' : field.kind;
    return {
      column: field.wire,
      label: field.label,
      kind,
      required: Boolean(field.required),
      ...(attribute?.vocabulary ? { values: vocabularies.keys(attribute.vocabulary), vocabulary: attribute.vocabulary } : {}),
      ...(attribute?.values && field.kind !== 'status' ? { values: attribute.values } : {}),
      group: field.group,
    };
  });
}

/** Staff editing of the catalogue, one product at a time (the sheet import is beside it). */
@Controller('admininfo/catalogue')
@UseGuards(StaffGuard)
export class StaffProductsController {
  constructor(
    private readonly products: StaffProductsService,
    private readonly vocabularies: VocabularyService,
  ) {}

  @Get('fields')
  fields(): Enveloped<DataAnswer<CatalogueField[]>> {
    return ok({ data: editorFields(this.vocabularies.lookup) });
  }

  @Get('products')
  async list(@Query() query: StaffProductListDto): Promise<Enveloped<StaffProductList>> {
    const found = await this.products.list(query.q ?? '', query.status ?? 'all', query.page ?? 1);
    const page: StaffProductList = { data: found.data, total: found.total, pagesize: STAFF_PAGE_SIZE };
    return ok(page);
  }

  @Get('products/:pid')
  async get(@Param('pid', ParseIdPipe) pid: number): Promise<Enveloped<DataAnswer<StaffProduct>>> {
    return ok({ data: await this.products.get(pid) });
  }

  @Post('products')
  @HttpCode(200)
  async create(@Body() form: Cells, @Req() req: Request): Promise<Enveloped<DataAnswer<Pick<StaffProduct, 'pid'>>>> {
    return ok({ data: { pid: await localizedProblems(req, () => this.products.create(form ?? {})) } });
  }

  @Post('products/:pid')
  @HttpCode(200)
  async update(@Param('pid', ParseIdPipe) pid: number, @Body() form: Cells, @Req() req: Request): Promise<Enveloped<DataAnswer<Pick<StaffProduct, 'pid' | 'updated_at'>>>> {
    return ok({ data: await localizedProblems(req, () => this.products.update(pid, form ?? {})) });
  }

  @Post('products/:pid/discontinue')
  @HttpCode(200)
  async discontinue(@Param('pid', ParseIdPipe) pid: number): Promise<Enveloped<DataAnswer<Pick<StaffProduct, 'pid' | 'status'>>>> {
    await this.products.setStatus(pid, 'discontinued');
    return ok({ data: { pid, status: 'discontinued' } });
  }

  @Post('products/:pid/reactivate')
  @HttpCode(200)
  async reactivate(@Param('pid', ParseIdPipe) pid: number): Promise<Enveloped<DataAnswer<Pick<StaffProduct, 'pid' | 'status'>>>> {
    await this.products.setStatus(pid, 'active');
    return ok({ data: { pid, status: 'active' } });
  }

  @Post('products/:pid/images')
  @HttpCode(200)
  @UseInterceptors(PICTURE_UPLOAD)
  async addPicture(@Param('pid', ParseIdPipe) pid: number, @UploadedFile() file: Express.Multer.File | undefined, @Body() form: PictureCaptionDto): Promise<Enveloped<DataAnswer<StaffPicture[]>>> {
    const picture = uploaded(file);
    return ok({ data: await this.products.putPicture(pid, null, picture.buffer, picture.name, form.caption ?? '', form.caption_en ?? '') });
  }

  @Post('products/:pid/images/order')
  @HttpCode(200)
  async orderPictures(@Param('pid', ParseIdPipe) pid: number, @Body() form: PictureOrderDto): Promise<Enveloped<DataAnswer<StaffPicture[]>>> {
    return ok({ data: await this.products.orderPictures(pid, form.order.split(',').map((p) => Number(p.trim()))) });
  }

  @Post('products/:pid/images/:position/replace')
  @HttpCode(200)
  @UseInterceptors(PICTURE_UPLOAD)
  async replacePicture(@Param('pid', ParseIdPipe) pid: number, @Param('position', ParseIdPipe) position: number, @UploadedFile() file: Express.Multer.File | undefined): Promise<Enveloped<DataAnswer<StaffPicture[]>>> {
    const picture = uploaded(file);
    return ok({ data: await this.products.putPicture(pid, position, picture.buffer, picture.name) });
  }

  @Post('products/:pid/images/:position/caption')
  @HttpCode(200)
  async captionPicture(@Param('pid', ParseIdPipe) pid: number, @Param('position', ParseIdPipe) position: number, @Body() form: PictureCaptionDto): Promise<Enveloped<DataAnswer<StaffPicture[]>>> {
    return ok({ data: await this.products.captionPicture(pid, position, form.caption ?? '', form.caption_en ?? '') });
  }

  @Post('products/:pid/images/:position/delete')
  @HttpCode(200)
  async deletePicture(@Param('pid', ParseIdPipe) pid: number, @Param('position', ParseIdPipe) position: number): Promise<Enveloped<DataAnswer<StaffPicture[]>>> {
    return ok({ data: await this.products.deletePicture(pid, position) });
  }
}

function uploaded(file: Express.Multer.File | undefined): { buffer: Buffer; name: string } {
  if (!file) throw new LocalizedException(NOT_SENT, HttpStatus.BAD_REQUEST);
  return { buffer: file.buffer, name: Buffer.from(file.originalname, 'latin1').toString('utf8') };
}
