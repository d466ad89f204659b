import type { MailRequest } from '../../mail/mail-message';
import { formatMoney } from '../items/shown-price';
import { orderNumber } from './order-number';
import type { Order } from './order.entity';
import { addressLine } from './order-response';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The lines with the unit price and amount the customer was shown (the order's currency): they add up to the total. */
function lineRows(order: Order): string[][] {
  return [...order.lines]
    .sort((a, b) => a.position - b.position)
    .map((l) => [l.catalogueNumber, l.productName, l.size, String(l.quantity), formatMoney(l.shownUnitPrice, order.currency), formatMoney(l.shownAmount, order.currency)]);
}

/** The order's total in its currency; for a dollar order, the yuan it came from beside it (staff match payments with both). */
export function orderTotal(order: Order, withYuan = false): string {
  const shown = formatMoney(order.shownTotal, order.currency);
  return withYuan && order.currency !== 'CNY' ? `${shown} (${formatMoney(order.totalFen, 'CNY')})` : shown;
}

function table(rows: string[][]): string {
  return `<table border="1" cellpadding="4" cellspacing="0">${rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('')}</table>`;
}

/** The customer's confirmation, in the language the order was placed in. */
export function customerOrderMail(order: Order, to: string): MailRequest {
  const zh = order.language === 'zh';
  const intro = zh
    ? `您的订单 ${orderNumber(order.id)} 已提交。我们将在 24 小时内与您联系，货期 1-2 周。`
    : `Your order ${orderNumber(order.id)} has been submitted. We will contact you within 24 hours; lead time is 1-2 weeks.`;
  const facts = [
    zh ? `收货地址：${addressLine(order)}，${order.recipientName}，${order.recipientPhone}` : `Ship to: ${addressLine(order)}, ${order.recipientName}, ${order.recipientPhone}`,
    zh ? `合计：${orderTotal(order)}（不含运费）` : `Total: ${orderTotal(order)} (shipping excluded)`,
  ];
  const rows = lineRows(order);
  return {
    idempotencyKey: `order-confirmation:${order.id}`,
    to,
    subject: zh ? `订单 ${orderNumber(order.id)} 已提交` : `Order ${orderNumber(order.id)} submitted`,
    text: [intro, ...facts, '', ...rows.map((r) => r.join('  '))].join('\n'),
    html: `<p>${escapeHtml(intro)}</p>${facts.map((f) => `<p>${escapeHtml(f)}</p>`).join('')}${table(rows)}`,
  };
}

/** What sales need to act on a new order: customer, lines, address and the invoice request. */
export function salesOrderMail(order: Order, customerEmail: string, salesAddress: string): MailRequest {
  const facts: Array<[string, string]> = [
    ['Order', `${orderNumber(order.id)} (${order.language} interface)`],
    ['Customer', customerEmail],
    ['Total', orderTotal(order, true)],
    ['Ship to', `${addressLine(order)}; ${order.recipientName}; ${order.recipientPhone}`],
    ['Note', order.note || '-'],
    [
      'Invoice',
      order.needsInvoice
        ? [order.invoiceCompanyName, order.invoiceCompanyTaxId, order.invoiceCompanyAddress, order.invoiceCompanyPhone, order.invoiceBankName, order.invoiceBankAccount].join('; ')
        : 'not requested',
    ],
  ];
  const rows = lineRows(order);
  return {
    idempotencyKey: `order-sales:${order.id}`,
    to: salesAddress,
    subject: `New order ${orderNumber(order.id)} from ${customerEmail}`,
    text: [...facts.map(([k, v]) => `${k}: ${v}`), '', ...rows.map((r) => r.join('  '))].join('\n'),
    html: `${table(facts)}<br>${table(rows)}`,
  };
}

/** The customer hears that their payment arrived, in the order's language and currency. */
export function customerPaidMail(order: Order, to: string, publicUrl: string): MailRequest {
  const zh = order.language === 'zh';
  const link = `${publicUrl.replace(/\/$/, '')}/detail?orderlistid=${order.id}`;
  const intro = zh
    ? `我们已收到订单 ${orderNumber(order.id)} 的付款 ${orderTotal(order)}，将尽快安排发货。`
    : `We have received the payment of ${orderTotal(order)} for order ${orderNumber(order.id)}; we will ship it soon.`;
  const more = zh ? `订单详情：${link}` : `Order details: ${link}`;
  const rows = lineRows(order);
  return {
    idempotencyKey: `order-paid:${order.id}`,
    to,
    subject: zh ? `订单 ${orderNumber(order.id)} 已付款` : `Order ${orderNumber(order.id)} paid`,
    text: [intro, more, '', ...rows.map((r) => r.join('  ')), '', zh ? `合计：${orderTotal(order)}` : `Total: ${orderTotal(order)}`].join('\n'),
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(more)}</p>${table(rows)}<p>${escapeHtml(zh ? `合计：${orderTotal(order)}` : `Total: ${orderTotal(order)}`)}</p>`,
  };
}

/** The customer hears that the order left: carrier, tracking number and the lot of every line (what their methods section will cite). */
export function customerShippedMail(order: Order, to: string, publicUrl: string): MailRequest {
  const zh = order.language === 'zh';
  const link = `${publicUrl.replace(/\/$/, '')}/detail?orderlistid=${order.id}`;
  const parcel = order.trackingNumber ? (zh ? `承运商：${order.carrier}，运单号：${order.trackingNumber}` : `Carrier: ${order.carrier}, tracking number: ${order.trackingNumber}`) : '';
  const intro = zh ? `您的订单 ${orderNumber(order.id)} 已发货。${parcel}` : `Your order ${orderNumber(order.id)} has been shipped. ${parcel}`.trim();
  const more = zh ? `每一行的批号、分析证书和引用文本见订单详情：${link}` : `The lot, certificate of analysis and citation text of every line are on the order page: ${link}`;
  const rows = [...order.lines]
    .sort((a, b) => a.position - b.position)
    .map((l) => [l.catalogueNumber, l.productName, l.size, String(l.quantity), l.lot ? `${zh ? '批号' : 'Lot#'} ${l.lot.lotNumber}` : '']);
  return {
    idempotencyKey: `order-shipped:${order.id}`,
    to,
    subject: zh ? `订单 ${orderNumber(order.id)} 已发货` : `Order ${orderNumber(order.id)} shipped`,
    text: [intro, more, '', ...rows.map((r) => r.join('  '))].join('\n'),
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(more)}</p>${table(rows)}`,
  };
}
