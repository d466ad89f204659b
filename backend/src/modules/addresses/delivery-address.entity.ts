import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A delivery address a user keeps for orders (the API's addrid is the id). */
@Entity({ name: 'delivery_addresses' })
export class DeliveryAddress {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 100 }) country: string;
  @Column({ type: 'varchar', length: 100, default: '' }) province: string;
  @Column({ type: 'varchar', length: 100, default: '' }) city: string;
  @Column({ type: 'varchar', length: 100, default: '' }) district: string;

  /** Street, building and room: the picker's regions stop at city or district. */
  @Column({ type: 'varchar', length: 300 }) detail: string;

  @Column({ name: 'receiver_name', type: 'varchar', length: 100 }) receiverName: string;
  @Column({ name: 'receiver_phone', type: 'varchar', length: 40 }) receiverPhone: string;

  /** The address the order form picks first (issue 31); at most one per user (a partial unique index). */
  @Column({ name: 'is_default', type: 'boolean', default: false })
  isDefault: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
