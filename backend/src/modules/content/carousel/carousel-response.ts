import type { DeskSlide } from '@shop/contract';
import type { CarouselPicture } from './carousel-picture.entity';
import { contentImageUrl } from '../content-images';

/** A slide for the staff desk: both names, the link and the order (the public call has one name). */
export function toDeskSlide(picture: CarouselPicture): DeskSlide {
  return {
    id: picture.id,
    url: contentImageUrl('carousel', picture.imageFile),
    routlink: picture.link,
    picname_ch: picture.nameZh,
    picname_en: picture.nameEn,
    position: picture.position,
  };
}
