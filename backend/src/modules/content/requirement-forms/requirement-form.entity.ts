import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A product requirement a visitor sent from /xuqiu because the catalogue lacked it. */
@Entity({ name: 'requirement_forms' })
export class RequirementForm {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 254, default: '' })
  email: string;

  @Column({ name: 'antibody_name', type: 'varchar', length: 300, default: '' })
  antibodyName: string;

  @Column({ type: 'text', array: true, default: '{}' })
  applications: string[];

  /** Antibody sources (host species) the visitor ticked. */
  @Column({ type: 'text', array: true, default: '{}' })
  sources: string[];

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'varchar', length: 2 })
  language: 'zh' | 'en';

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  /** Whether the mail to sales was queued; the inbox shows the form either way. */
  @Column({ type: 'boolean', default: false })
  mailed: boolean;

  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
