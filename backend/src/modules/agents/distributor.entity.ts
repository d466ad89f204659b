import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Province } from './province.entity';

/** A distributor in one province, written in that province row's language. */
@Entity({ name: 'distributors' })
export class Distributor {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'province_id', type: 'integer' })
  provinceId: number;

  @ManyToOne(() => Province, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'province_id' })
  province: Province;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  address: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  website: string;

  @Column({ type: 'varchar', length: 254, default: '' })
  email: string;

  @Column({ type: 'varchar', length: 60, default: '' })
  telephone: string;

  @Column({ type: 'smallint', default: 0 })
  position: number;
}
