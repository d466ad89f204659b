import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ColumnOptions } from 'typeorm';
import { ATTRIBUTE_FIELDS, AttributeField, isMultiValued, ProductProperties } from '@shop/contract';
import { ProductImage } from './product-image.entity';
import { ProductPrice } from './product-price.entity';

/**
 * A catalogue product (spec section 3). Its attribute columns come from the declaration in
 * product-fields.ts (applied below); only the keys and relations are written out here.
 */
@Entity({ name: 'products' })
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- merged on purpose: see the interface below
export class Product {
  /** The pid of the public API. */
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /** Related products shown on the detail page (the API's `recommend`). */
  @Column({ name: 'recommended_ids', type: 'integer', array: true, default: '{}' })
  recommendedIds: number[];

  @OneToMany(() => ProductPrice, (price) => price.product, { cascade: true })
  prices: ProductPrice[];

  @OneToMany(() => ProductImage, (image) => image.product, { cascade: true })
  images: ProductImage[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

// The declared attributes are the entity's properties too (declaration merging).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface Product extends ProductProperties {}

function columnOptions(field: AttributeField): ColumnOptions {
  if (isMultiValued(field)) return { name: field.column, type: 'text', array: true, default: '{}' };
  if (field.property === 'catalogueNumber') return { name: field.column, type: 'varchar', length: field.maxLength, unique: true };
  if (field.required) return { name: field.column, type: 'text' };
  return { name: field.column, type: 'text', default: field.kind === 'status' ? 'active' : '' };
}

for (const field of ATTRIBUTE_FIELDS) {
  Reflect.defineMetadata('design:type', isMultiValued(field) ? Array : String, Product.prototype, field.property);
  Column(columnOptions(field))(Product.prototype, field.property);
}
