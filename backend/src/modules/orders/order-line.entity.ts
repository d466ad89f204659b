import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Order } from './order.entity';
import { ProductLot } from '../items/lots/product-lot.entity';
import { Product } from '../items/product.entity';

/** One basket row as it was ordered: product and price copied at submit time. */
@Entity({ name: 'order_lines' })
export class OrderLine {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'order_id', type: 'integer' })
  orderId: number;

  @Column({ type: 'smallint' })
  position: number;

  /** Null once the product has left the catalogue; the copied fields below still describe it. */
  @Column({ name: 'product_id', type: 'integer', nullable: true })
  productId: number | null;

  @Column({ name: 'price_option', type: 'smallint' }) priceOption: number;
  @Column({ name: 'product_name', type: 'text' }) productName: string;
  @Column({ name: 'catalogue_number', type: 'varchar', length: 40 }) catalogueNumber: string;
  @Column({ type: 'text' }) size: string;
  @Column({ name: 'unit_price_fen', type: 'integer' }) unitPriceFen: number;
  @Column({ type: 'integer' }) quantity: number;
  /** The unit price and the line amount as shown, in the order's currency (minor units; shown-price.ts). */
  @Column({ name: 'shown_unit_price', type: 'integer' }) shownUnitPrice: number;
  @Column({ name: 'shown_amount', type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  shownAmount: number;

  /** The lot staff shipped this line from; set when the order is marked shipped. */
  @Column({ name: 'lot_id', type: 'integer', nullable: true })
  lotId: number | null;

  @ManyToOne(() => ProductLot, { nullable: true })
  @JoinColumn({ name: 'lot_id' })
  lot?: ProductLot | null;

  /** The catalogue product as it is now: its clone and RRID complete the citation of a shipped line. */
  @ManyToOne(() => Product, { nullable: true })
  @JoinColumn({ name: 'product_id' })
  product?: Product | null;

  @ManyToOne('Order', (order: Order) => order.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;
}
