import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** 'email-change': a logged-in user moving the account to a new address (the code goes to the new one). */
export type CodePurpose = 'register' | 'reset' | 'email-change';

/**
 * An e-mailed 6-digit code. The mdve token handed to the browser binds the code to one address;
 * the code is stored only as a digest salted with that token, so neither can be read back.
 */
@Entity({ name: 'verification_codes' })
@Index(['email', 'purpose'])
export class VerificationCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 16 })
  purpose: CodePurpose;

  @Column({ name: 'token_hash', type: 'char', length: 64, unique: true })
  tokenHash: string;

  @Column({ name: 'code_hash', type: 'char', length: 64 })
  codeHash: string;

  /** The account that asked for an e-mail change (its code may move only that account); null otherwise. */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @Column({ name: 'failed_attempts', type: 'smallint', default: 0 })
  failedAttempts: number;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
