import { createDataSource } from '../database/data-source';
import { runMigrationsLocked } from '../database/run-migrations';
import { normalizeEmail } from '../modules/identity/account.service';
import { hashPassword } from '../modules/identity/passwords';
import { User } from '../modules/identity/user.entity';
import { runCommand } from './run-command';

/**
 * Creates the first staff account, or makes an existing account staff.
 *   STAFF_PASSWORD='...' npm run create-staff -w backend -- admin@example.com [username]
 * The password comes from the environment so it does not end up in shell history or `ps`.
 */
async function main(): Promise<void> {
  const [emailArg, usernameArg] = process.argv.slice(2);
  const password = process.env.STAFF_PASSWORD;
  if (!emailArg) throw new Error('Usage: STAFF_PASSWORD=... create-staff <email> [username]');
  const email = normalizeEmail(emailArg);
  const dataSource = await createDataSource().initialize();
  try {
    await runMigrationsLocked(dataSource, 'each');
    const users = dataSource.getRepository(User);
    const existing = await users.findOne({ where: { email } });
    if (existing) {
      await users.update({ id: existing.id }, { role: 'staff', ...(password ? { passwordHash: await hashPassword(password) } : {}) });
      console.log(`${email} is now staff${password ? ' (password changed)' : ''}`);
      return;
    }
    if (!password) throw new Error('STAFF_PASSWORD must be set to create a new account');
    const user = await users.save(
      users.create({ email, username: usernameArg ?? email.split('@')[0], passwordHash: await hashPassword(password), role: 'staff' }),
    );
    console.log(`Created staff account ${email} (uid ${user.id})`);
  } finally {
    await dataSource.destroy();
  }
}

runCommand(main);
