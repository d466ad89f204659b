import { Module } from '@nestjs/common';
import { FILE_STORAGE, FileStorage } from '../../../files/file-storage';
import { PictureController } from './picture.controller';
import { PictureStore, PRODUCT_PICTURES_PREFIX } from './picture-store';

/**
 * Product pictures: the store (under products/ in the shop's file storage, beside the other
 * uploads) and the route that serves them. Import it where products are written or shown.
 */
@Module({
  controllers: [PictureController],
  providers: [{ provide: PictureStore, inject: [FILE_STORAGE], useFactory: (storage: FileStorage) => new PictureStore(storage, PRODUCT_PICTURES_PREFIX) }],
  exports: [PictureStore],
})
export class PicturesModule {}
