import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A home-page carousel slide (spec "Carousel picture"), linking to a filtered product list. */
@Entity({ name: 'carousel_pictures' })
export class CarouselPicture {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored picture name under the upload folder `carousel`. */
  @Column({ name: 'image_file', type: 'varchar', length: 160 })
  imageFile: string;

  /** In-app route the slide opens (the API's routlink), e.g. /hot?producttype=... */
  @Column({ type: 'varchar', length: 500, default: '' })
  link: string;

  @Column({ name: 'name_zh', type: 'varchar', length: 200 })
  nameZh: string;

  @Column({ name: 'name_en', type: 'varchar', length: 200 })
  nameEn: string;

  @Column({ type: 'smallint', default: 0 })
  position: number;
}
