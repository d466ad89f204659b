import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { hashPassword } from '../../modules/identity/passwords';
import { User, type Role } from '../../modules/identity/user.entity';

export interface DemoAccount {
  id: number;
  email: string;
  username: string;
  role: Role;
  /** Generated for this run; only its hash is stored. */
  password: string;
}

/** The two accounts the demo prints: one for the staff area, one researcher with orders and a review. */
export const DEMO_ACCOUNTS = [
  { email: 'staff@demo.example', username: 'Demo staff', role: 'staff' },
  { email: 'researcher@demo.example', username: 'Demo researcher', role: 'customer' },
] as const satisfies ReadonlyArray<{ email: string; username: string; role: Role }>;

/** 16 characters from 12 random bytes: typed once from the terminal, never a fixed password. */
const freshPassword = () => randomBytes(12).toString('base64url');

/**
 * Creates each demo account when missing and gives every one a freshly generated password on each
 * run, so the credentials the demo prints always work and none is ever written in the code.
 */
export async function ensureDemoAccounts(dataSource: DataSource): Promise<{ staff: DemoAccount; researcher: DemoAccount }> {
  const users = dataSource.getRepository(User);
  const accounts: DemoAccount[] = [];
  for (const wanted of DEMO_ACCOUNTS) {
    const password = freshPassword();
    const passwordHash = await hashPassword(password);
    const existing = await users.findOne({ where: { email: wanted.email } });
    const user = existing
      ? await users.save({ ...existing, role: wanted.role, passwordHash })
      : await users.save(users.create({ email: wanted.email, username: wanted.username, role: wanted.role, passwordHash }));
    accounts.push({ id: user.id, email: user.email, username: user.username, role: user.role, password });
  }
  const [staff, researcher] = accounts;
  return { staff, researcher };
}
