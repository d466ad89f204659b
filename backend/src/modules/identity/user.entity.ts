import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type Role = 'customer' | 'staff';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored lower-cased and trimmed, so one mailbox is one account. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 64 })
  username: string;

  /** argon2id encoded hash (algorithm, parameters and salt included). */
  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  /** My account (issue 31): the researcher's institution or company; '' = not given. */
  @Column({ type: 'varchar', length: 200, default: '' })
  organisation: string;

  /** My account (issue 31): a contact phone; '' = not given. */
  @Column({ type: 'varchar', length: 40, default: '' })
  phone: string;

  @Column({ type: 'varchar', length: 16, default: 'customer' })
  role: Role;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
