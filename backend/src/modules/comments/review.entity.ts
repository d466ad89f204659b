import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';
export type SampleType = 'cell' | 'tissue';

/** A customer's review of a product; public only once staff approve it. */
@Entity({ name: 'reviews' })
export class Review {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'product_id', type: 'integer' })
  productId: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ name: 'catalogue_number', type: 'varchar', length: 40 })
  catalogueNumber: string;

  @Column({ name: 'lot_number', type: 'varchar', length: 100 })
  lotNumber: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 100 })
  country: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 200 })
  institution: string;

  @Column({ type: 'text', array: true, default: '{}' })
  applications: string[];

  /** Stored picture name under the upload folder `reviews` (`<uid>-<pid>-<random>.<ext>`). */
  @Column({ name: 'image_file', type: 'varchar', length: 160 })
  imageFile: string;

  @Column({ type: 'varchar', length: 20 })
  species: string;

  @Column({ name: 'species_other', type: 'varchar', length: 100, default: '' })
  speciesOther: string;

  @Column({ name: 'sample_type', type: 'varchar', length: 10 })
  sampleType: SampleType;

  @Column({ type: 'varchar', length: 2000 })
  specification: string;

  @Column({ name: 'primary_dilution', type: 'varchar', length: 100 })
  primaryDilution: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: ReviewStatus;

  @Column({ name: 'moderated_at', type: 'timestamptz', nullable: true })
  moderatedAt: Date | null;

  @Column({ name: 'moderated_by', type: 'integer', nullable: true })
  moderatedBy: number | null;

  @Column({ type: 'text', nullable: true })
  reply: string | null;

  @Column({ name: 'replied_at', type: 'timestamptz', nullable: true })
  repliedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
