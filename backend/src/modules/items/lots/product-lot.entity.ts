import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One manufactured lot of a product, as staff record it: its number, its expiry and, when there
 * is one, the certificate of analysis. An order line names the lot it was shipped from, which
 * makes the lot part of that order's record (the database refuses deleting it).
 */
@Entity({ name: 'product_lots' })
export class ProductLot {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'product_id', type: 'integer' })
  productId: number;

  @Column({ name: 'lot_number', type: 'text' })
  lotNumber: string;

  /** A calendar date (YYYY-MM-DD), kept as text so no time zone ever shifts it. */
  @Column({ name: 'expires_on', type: 'date' })
  expiresOn: string;

  /** The stored certificate's name in the CoA store (content-addressed), or null. */
  @Column({ name: 'coa_file', type: 'text', nullable: true })
  coaFile: string | null;

  /** The file name staff uploaded, offered again as the download name. */
  @Column({ name: 'coa_name', type: 'text', default: '' })
  coaName: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
