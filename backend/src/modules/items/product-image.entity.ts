import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Product } from './product.entity';

/** A product picture with its caption in both languages; position 1 is the list picture. */
@Entity({ name: 'product_images' })
export class ProductImage {
  @PrimaryColumn({ name: 'product_id', type: 'integer' })
  productId: number;

  @PrimaryColumn({ type: 'smallint' })
  position: number;

  /** The stored picture's name in the picture store (content-addressed). */
  @Column({ type: 'text' })
  file: string;

  /** The file name it was imported or uploaded under: the sheet's images column names it so. */
  @Column({ name: 'original_name', type: 'text', default: '' })
  originalName: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ name: 'description_en', type: 'text', default: '' })
  descriptionEn: string;

  @ManyToOne('Product', (product: Product) => product.images, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;
}
