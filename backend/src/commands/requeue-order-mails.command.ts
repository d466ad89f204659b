import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.service';
import type { MailRequest } from '../mail/mail-message';
import { MailService } from '../mail/mail.service';
import { CarriersService } from '../modules/orders/carriers/carriers.service';
import { DeliveryPromises } from '../modules/orders/delivery-promise';
import { customerOrderMail, customerPaidMail, customerShippedMail, salesOrderMail } from '../modules/orders/order-mail';
import { Order } from '../modules/orders/order.entity';
import { createShopContext, runCommand } from './run-command';

const DAY_MS = 24 * 3600 * 1000;

/**
 * node backend/dist/commands/requeue-order-mails.command.js [--since "YYYY-MM-DD HH:MM"]   (default: 24 hours ago)
 *
 * Redis holds the mail queue: a Redis lost (or restored empty) takes the mails still waiting with it. The orders
 * are in PostgreSQL, so their mails are made again from the database and queued: the confirmation and the sales
 * notice of every order placed since --since, the paid and shipped notices of every order paid or shipped since.
 * They keep the idempotency keys they were first queued with, so a mail whose job is still in Redis is not queued
 * twice; after a real loss, though, the marks of mails already delivered went with Redis too: a customer may get
 * a mail of the last minutes again (choose --since as a little before Redis was lost). docs/runbook.md, "Redis lost".
 */
async function main(): Promise<void> {
  const at = process.argv.indexOf('--since');
  const since = at > 0 ? new Date(process.argv[at + 1] ?? '') : new Date(Date.now() - DAY_MS);
  if (Number.isNaN(since.getTime())) throw new Error('--since needs a time, e.g. --since "2026-11-27 09:30"');

  const app = await createShopContext();
  try {
    const dataSource = app.get(DataSource);
    const mail = app.get(MailService);
    const config = app.get(AppConfig);
    const delivery = app.get(DeliveryPromises);
    const carriers = app.get(CarriersService);
    const links = { zh: await carriers.links('zh'), en: await carriers.links('en') };
    const orders = await dataSource
      .getRepository(Order)
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.lines', 'line')
      .leftJoinAndSelect('line.product', 'product')
      .where('o.committed_at >= :since OR o.paid_at >= :since OR o.shipped_at >= :since', { since })
      .orderBy('o.id')
      .getMany();
    const users = await dataSource.query(`SELECT id, email FROM users WHERE id = ANY($1::int[])`, [[...new Set(orders.map((o) => o.userId))]]);
    const emailOf = new Map<number, string>(users.map((u: { id: number; email: string }) => [u.id, u.email]));
    const counts = { confirmations: 0, sales: 0, paid: 0, shipped: 0 };
    const queue = async (request: MailRequest, kind: keyof typeof counts) => {
      await mail.enqueue(request);
      counts[kind]++;
    };
    for (const order of orders) {
      const to = emailOf.get(order.userId);
      if (!to) continue;
      if (order.committedAt >= since) {
        await queue(customerOrderMail(order, to, delivery.forOrder(order)), 'confirmations');
        await queue(salesOrderMail(order, to, config.get('SALES_EMAIL')), 'sales');
      }
      if (order.paidAt && order.paidAt >= since) await queue(customerPaidMail(order, to, config.publicUrl()), 'paid');
      if (order.shippedAt && order.shippedAt >= since) await queue(customerShippedMail(order, to, config.publicUrl(), links[order.language].urlOf(order.carrier, order.trackingNumber), links[order.language].nameOf(order.carrier)), 'shipped');
    }
    console.log(
      `Orders since ${since.toISOString()}: ${orders.length}. Offered to the mail queue again: ${counts.confirmations} confirmations, ` +
        `${counts.sales} sales notices, ${counts.paid} paid and ${counts.shipped} shipped notices (one whose job is still in Redis stays that one job).`,
    );
  } finally {
    await app.close();
  }
}

runCommand(main);
