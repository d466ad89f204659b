import { Module } from '@nestjs/common';
import { UploadStore } from '../../../uploads/upload-store';
import { UploadsModule } from '../../../uploads/uploads.module';
import { PictureController } from './picture.controller';
import { PictureStore, productPictureRoot } from './picture-store';

/**
 * Product pictures: the store (under <UPLOAD_DIR>/products, the same root the other uploads
 * resolve) and the route that serves them. Import it where products are written or shown.
 */
@Module({
  imports: [UploadsModule],
  controllers: [PictureController],
  providers: [{ provide: PictureStore, inject: [UploadStore], useFactory: (uploads: UploadStore) => new PictureStore(productPictureRoot(uploads.root)) }],
  exports: [PictureStore],
})
export class PicturesModule {}
