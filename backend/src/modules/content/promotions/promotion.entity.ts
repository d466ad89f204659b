import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A sales activity on the home page (spec "Promotion text"); the body is sanitised rich HTML. */
@Entity({ name: 'promotions' })
export class Promotion {
  /** The textid of the public API. */
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'name_zh', type: 'varchar', length: 200 })
  nameZh: string;

  @Column({ name: 'name_en', type: 'varchar', length: 200 })
  nameEn: string;

  /** Stored picture name under the upload folder `promotions`. */
  @Column({ name: 'image_file', type: 'varchar', length: 160, default: '' })
  imageFile: string;

  @Column({ name: 'body_zh', type: 'text', default: '' })
  bodyZh: string;

  @Column({ name: 'body_en', type: 'text', default: '' })
  bodyEn: string;

  @Column({ type: 'smallint', default: 0 })
  position: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'updated_by', type: 'integer', nullable: true })
  updatedBy: number | null;
}
