import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Product } from './product.entity';

/** One of a product's three size options; `option` is the basket's priceid (1 to 3). */
@Entity({ name: 'product_prices' })
export class ProductPrice {
  @PrimaryColumn({ name: 'product_id', type: 'integer' })
  productId: number;

  @PrimaryColumn({ type: 'smallint' })
  option: number;

  @Column({ type: 'text' })
  size: string;

  /** Integer fen; yuan only at the API edge. */
  @Column({ name: 'price_fen', type: 'integer' })
  priceFen: number;

  @ManyToOne('Product', (product: Product) => product.prices, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;
}
