import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ensureDemoAccounts } from '../seed/showcase/demo-accounts';
import { ensureShowcase } from '../seed/showcase/showcase-data';
import { createShopContext, runCommand } from './run-command';

/**
 * npm run showcase -w backend   (run by `npm run demo` after the seed; development only)
 *
 * Gives the demo what a visitor needs to see the whole shop: a staff account and a researcher
 * account, each with a password generated for this run, and the researcher's orders, review and
 * basket (see showcase-data.ts). Progress goes to stderr; stdout carries only the two accounts as
 * `role<TAB>email<TAB>password` lines, which the demo script prints once the shop answers.
 * Runs in a queue-worker context of the shop, so the order mails it causes reach the dev mailbox.
 */
async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('The demo accounts are for development only: with NODE_ENV=production create staff with npm run create-staff');
  }
  const app = await createShopContext();
  try {
    const { staff, researcher } = await ensureDemoAccounts(app.get(DataSource));
    await ensureShowcase(app, staff, researcher, (line) => console.error(line));
    for (const account of [staff, researcher]) console.log(`${account.role}\t${account.email}\t${account.password}`);
  } finally {
    await app.close();
  }
}

runCommand(main);
