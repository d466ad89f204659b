import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AddressDetails, AddressesService } from '../../modules/addresses/addresses.service';
import { BasketService } from '../../modules/cart/basket.service';
import { ReviewModerationService } from '../../modules/comments/review-moderation.service';
import { ReviewsService } from '../../modules/comments/reviews.service';
import type { SessionUser } from '../../modules/identity/session-user';
import { OrderDeskService } from '../../modules/orders/order-desk.service';
import { InvoiceDetails, OrdersService } from '../../modules/orders/orders.service';
import type { DemoAccount } from './demo-accounts';
import { renderCustomerBlot } from './customer-blot';

interface ShowcaseProduct {
  id: number;
  catalogueNumber: string;
  target: string;
  lotId: number;
  lotNumber: string;
}

/** A product worth showing an order of: on sale, three sizes, and a current lot with its CoA. */
async function showcaseProducts(dataSource: DataSource, count: number): Promise<ShowcaseProduct[]> {
  const rows: ShowcaseProduct[] = await dataSource.query(
    `SELECT p.id, p.catalogue_number AS "catalogueNumber", p.gene_name AS target, l.id AS "lotId", l.lot_number AS "lotNumber"
       FROM products p
       JOIN LATERAL (SELECT id, lot_number FROM product_lots
                      WHERE product_id = p.id AND coa_file IS NOT NULL AND expires_on > current_date + 30
                      ORDER BY expires_on LIMIT 1) l ON true
      WHERE p.status = 'active' AND (SELECT count(*) FROM product_prices x WHERE x.product_id = p.id) >= 2
      -- Well-known targets first, and their plain forms (no modification or conjugate in brackets).
      ORDER BY (p.gene_name IN ('GAPDH', 'TP53', 'ACTB', 'MKI67', 'EGFR', 'CD4')) DESC, (strpos(p.product_name, '(') = 0) DESC, p.id
      LIMIT $1`,
    [count],
  );
  if (rows.length < count) throw new Error(`the demo needs ${count} products with a current lot; load the catalogue first (npm run seed)`);
  return rows;
}

const ADDRESS: AddressDetails = {
  country: '中国',
  province: '上海市',
  city: '上海市',
  district: '徐汇区',
  detail: '枫林路 300 号 细胞生物学实验室 5 楼',
  receiverName: '李研',
  receiverPhone: '13900000000',
};

/** Issue 31: an address abroad, so the demo shows an order with its handling fee line and a PO number. */
const ADDRESS_ABROAD: AddressDetails = {
  country: 'United States',
  province: 'Massachusetts',
  city: 'Boston',
  district: '',
  detail: '77 Avenue Louis Pasteur, Room 512',
  receiverName: 'Li Yan',
  receiverPhone: '+1 617 000 0000',
};

const INVOICE: InvoiceDetails = {
  companyName: '上海示例生命科学研究所',
  companyTaxId: '12310000DEMO00000X',
  companyAddress: '上海市徐汇区枫林路 300 号',
  companyPhone: '021-00000000',
  bankName: '示例银行上海分行',
  bankAccount: '0000 0000 0000 0000',
};

type Step = (line: string) => void;

/** Moves an order's moments back by whole days (the demo's only write outside the services). */
async function daysAgo(dataSource: DataSource, orderId: number, days: Partial<Record<'committed_at' | 'paid_at' | 'shipped_at' | 'cancelled_at', number>>): Promise<void> {
  const sets = Object.entries(days).map(([column, n]) => `${column} = now() - interval '${Number(n)} days'`);
  await dataSource.query(`UPDATE orders SET ${sets.join(', ')} WHERE id = $1`, [orderId]);
}

/**
 * What a visitor should find on the demo researcher's pages, made through the shop's own services
 * (the same checks, transactions and mails as a real visit), each part only when it is missing:
 * an address; orders awaiting payment, paid, shipped with lots (lot, CoA link and citation) and
 * cancelled; an approved review with a staff reply; a basket with two rows.
 */
export async function ensureShowcase(app: INestApplicationContext, staff: DemoAccount, researcher: DemoAccount, log: Step): Promise<void> {
  const dataSource = app.get(DataSource);
  const get = <T>(type: new (...args: never[]) => T) => app.get(type, { strict: false });
  const basket = get(BasketService);
  const orders = get(OrdersService);
  const desk = get(OrderDeskService);
  const products = await showcaseProducts(dataSource, 5);
  const [gapdh, second, third, fourth, fifth] = products;

  const addresses = get(AddressesService);
  const address = (await addresses.list(researcher.id))[0] ?? (await addresses.add(researcher.id, ADDRESS));

  const [{ count: orderCount }] = await dataSource.query(`SELECT count(*)::int AS count FROM orders WHERE user_id = $1`, [researcher.id]);
  if (orderCount === 0) {
    // One order per status, oldest first so the order numbers follow the dates; each is placed from
    // basket rows, as the order form does, then dated back to look like a few weeks of buying.
    const place = async (lines: Array<[ShowcaseProduct, number, number]>, language: 'zh' | 'en', invoice = false, abroad?: { addressId: number; purchaseOrderNumber: string; billingInstitution: string }) => {
      for (const [product, option, quantity] of lines) await basket.add(researcher.id, product.id, option, quantity);
      const rows = await basket.rows(researcher.id);
      const request = {
        basketRowIds: rows.map((row) => row.id),
        addressId: abroad?.addressId ?? address.id,
        wantsInvoice: invoice,
        invoice: invoice ? INVOICE : undefined,
        purchaseOrderNumber: abroad?.purchaseOrderNumber,
        billingInstitution: abroad?.billingInstitution,
      };
      return (await orders.submit(researcher, request, language)).order;
    };
    const cancelled = await place([[fourth, 3, 1]], 'zh');
    await orders.cancel(researcher.id, cancelled.id);
    await daysAgo(dataSource, cancelled.id, { committed_at: 30, cancelled_at: 29 });
    const shipped = await place([[gapdh, 1, 2], [fifth, 2, 1]], 'zh', true);
    await desk.markPaid(shipped.id, staff.id);
    await desk.ship(shipped.id, staff.id, [String(gapdh.lotId), String(fifth.lotId)], { carrier: 'SF Express', trackingNumber: 'SF1234567890123' });
    await daysAgo(dataSource, shipped.id, { committed_at: 21, paid_at: 19, shipped_at: 18 });
    const boston = await addresses.add(researcher.id, ADDRESS_ABROAD);
    const paid = await place([[third, 2, 1], [fourth, 1, 2]], 'en', false, { addressId: boston.id, purchaseOrderNumber: 'PO-HMS-2026-0147', billingInstitution: 'Harvard Medical School' });
    await desk.markPaid(paid.id, staff.id);
    await daysAgo(dataSource, paid.id, { committed_at: 3, paid_at: 2 });
    await place([[second, 1, 1]], 'zh');
    log('demo orders: awaiting payment, paid (abroad, with its handling fee and a PO number), shipped with lots, cancelled');
  }

  const [{ count: reviewCount }] = await dataSource.query(`SELECT count(*)::int AS count FROM reviews WHERE user_id = $1`, [researcher.id]);
  if (reviewCount === 0) {
    const reviews = get(ReviewsService);
    const moderation = get(ReviewModerationService);
    const asUser: SessionUser = { id: researcher.id, username: researcher.username, email: researcher.email, role: 'customer', sessionId: 0 };
    const image = await reviews.storeImage(asUser, await renderCustomerBlot(gapdh.target), gapdh.id);
    const review = await reviews.submit(asUser, {
      productId: gapdh.id,
      catalogueNumber: gapdh.catalogueNumber,
      lotNumber: gapdh.lotNumber,
      firstName: 'Yan',
      lastName: 'Li',
      country: 'China',
      email: researcher.email,
      institution: 'Demo Institute of Cell Biology',
      applications: ['WESTERN BLOT'],
      image,
      species: 'Human',
      speciesOther: '',
      sampleType: 'Cell',
      specification: 'A single clean band at the expected size across a HeLa lysate dilution series (40 to 2.5 µg), 1:1000 overnight at 4 °C.',
      primaryDilution: '1:1000',
      confirmed: true,
    });
    await moderation.decide(review.id, 'approved', staff.id);
    await dataSource.query(`UPDATE reviews SET created_at = now() - interval '9 days' WHERE id = $1`, [review.id]);
    await moderation.reply(review.id, '感谢您分享这组稀释梯度结果！/ Thank you for sharing your dilution series. For 2.5 µg loads we suggest 1:500.', staff.id);
    log('demo review: approved, with a staff reply');
  }

  if ((await basket.rows(researcher.id)).length === 0) {
    await basket.add(researcher.id, gapdh.id, 1, 1);
    await basket.add(researcher.id, third.id, 2, 2);
    log('demo basket: two rows');
  }
}
