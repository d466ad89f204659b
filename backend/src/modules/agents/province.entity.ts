import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A province as one interface language names it; the zh and en rows share `code`. */
@Entity({ name: 'provinces' })
export class Province {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40 })
  code: string;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'varchar', length: 2 })
  language: 'zh' | 'en';

  @Column({ type: 'smallint', default: 0 })
  position: number;
}
