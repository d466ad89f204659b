import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Product } from '../items/product.entity';

/** One size of one product in a user's basket (the API's carid is the id). */
@Entity({ name: 'basket_rows' })
export class BasketRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ name: 'product_id', type: 'integer' })
  productId: number;

  /** The product's size/price option, 1 to 3 (the API's priceid). */
  @Column({ name: 'price_option', type: 'smallint' })
  priceOption: number;

  @Column({ type: 'integer' })
  quantity: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
