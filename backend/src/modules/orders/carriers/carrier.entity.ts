import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A carrier the shop knows (issue 31): its tracking page, with {number} where the tracking number goes,
 * and the other names staff may type for it when shipping (顺丰, SF…). Staff add more on the carriers page.
 */
@Entity({ name: 'carriers' })
export class Carrier {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100, unique: true })
  name: string;

  /** Issue 48: its name on Chinese pages and mails (顺丰速运); '' when the name is the same in both languages (DHL). */
  @Column({ name: 'name_zh', type: 'varchar', length: 100, default: '' })
  nameZh: string;

  @Column({ type: 'text', array: true, default: '{}' })
  aliases: string[];

  @Column({ name: 'tracking_url', type: 'varchar', length: 500 })
  trackingUrl: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
