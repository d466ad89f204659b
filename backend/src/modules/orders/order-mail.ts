import { eventKey, type MailRequest } from '../../mail/mail-message';
import { formatMoney, orderNumber } from '@shop/contract';
import type { OrderDelivery } from './delivery-promise';
import { orderMoney } from './order-money';
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

/** The order's amount due in its currency (goods + handling fee, as stored); for a dollar order, the yuan beside it (staff match payments with both). */
export function orderTotal(order: Order, withYuan = false): string {
  const money = orderMoney(order);
  const shown = formatMoney(money.due, order.currency);
  return withYuan && order.currency !== 'CNY' ? `${shown} (${formatMoney(money.dueFen, 'CNY')})` : shown;
}

/**
 * The money lines every mail prints (issue 31): the goods, the handling fee as a line of its own when
 * the order carries one, and the amount due, all as the order stored them.
 */
function moneyLines(order: Order, zh: boolean): string[] {
  const money = orderMoney(order);
  const fmt = (minor: number) => formatMoney(minor, order.currency);
  const lines = [zh ? `商品金额：${fmt(money.goods)}（运费 ${fmt(0)}）` : `Goods: ${fmt(money.goods)} (freight ${fmt(0)})`];
  if (money.handlingFee > 0) lines.push(zh ? `国际订单手续费：${fmt(money.handlingFee)}` : `International handling fee: ${fmt(money.handlingFee)}`);
  lines.push(zh ? `应付金额：${fmt(money.due)}` : `Amount due: ${fmt(money.due)}`);
  return lines;
}

/** The PO number and billing institution when the customer gave them. */
function purchaseLines(order: Order, zh: boolean): string[] {
  const lines: string[] = [];
  if (order.purchaseOrderNumber) lines.push(zh ? `采购单号（PO）：${order.purchaseOrderNumber}` : `PO number: ${order.purchaseOrderNumber}`);
  if (order.billingInstitution) lines.push(zh ? `开票机构：${order.billingInstitution}` : `Billing institution: ${order.billingInstitution}`);
  return lines;
}

function table(rows: string[][]): string {
  return `<table border="1" cellpadding="4" cellspacing="0">${rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('')}</table>`;
}

/** The customer's confirmation, in the language the order was placed in, with the delivery promise of its destination. */
export function customerOrderMail(order: Order, to: string, delivery: OrderDelivery): MailRequest {
  const zh = order.language === 'zh';
  const intro = zh
    ? `您的订单 ${orderNumber(order.id)} 已提交。我们将在 24 小时内与您联系。${delivery.promise}。`
    : `Your order ${orderNumber(order.id)} has been submitted. We will contact you within 24 hours. ${delivery.promise}.`;
  const facts = [
    zh ? `收货地址：${addressLine(order)}，${order.recipientName}，${order.recipientPhone}` : `Ship to: ${addressLine(order)}, ${order.recipientName}, ${order.recipientPhone}`,
    ...purchaseLines(order, zh),
    ...delivery.lines,
  ];
  const rows = lineRows(order);
  const money = moneyLines(order, zh);
  return {
    idempotencyKey: eventKey('order-confirmation', order.id, order.committedAt),
    to,
    subject: zh ? `订单 ${orderNumber(order.id)} 已提交` : `Order ${orderNumber(order.id)} submitted`,
    text: [intro, ...facts, '', ...rows.map((r) => r.join('  ')), '', ...money].join('\n'),
    html: `<p>${escapeHtml(intro)}</p>${facts.map((f) => `<p>${escapeHtml(f)}</p>`).join('')}${table(rows)}${money.map((m) => `<p>${escapeHtml(m)}</p>`).join('')}`,
  };
}

/** What sales need to act on a new order: customer, lines, address and the invoice request. */
export function salesOrderMail(order: Order, customerEmail: string, salesAddress: string): MailRequest {
  const facts: Array<[string, string]> = [
    ['Order', `${orderNumber(order.id)} (${order.language} interface)`],
    ['Customer', customerEmail],
    ['Goods', `${formatMoney(order.shownTotal, order.currency)}${order.currency !== 'CNY' ? ` (${formatMoney(order.totalFen, 'CNY')})` : ''}`],
    ['Handling fee', order.shownHandlingFee > 0 ? formatMoney(order.shownHandlingFee, order.currency) : '-'],
    ['Amount due', orderTotal(order, true)],
    ['PO number', order.purchaseOrderNumber || '-'],
    ['Billing institution', order.billingInstitution || '-'],
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
    idempotencyKey: eventKey('order-sales', order.id, order.committedAt),
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
    idempotencyKey: eventKey('order-paid', order.id, order.paidAt ?? order.committedAt),
    to,
    subject: zh ? `订单 ${orderNumber(order.id)} 已付款` : `Order ${orderNumber(order.id)} paid`,
    text: [intro, more, '', ...rows.map((r) => r.join('  ')), '', ...moneyLines(order, zh)].join('\n'),
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(more)}</p>${table(rows)}${moneyLines(order, zh).map((m) => `<p>${escapeHtml(m)}</p>`).join('')}`,
  };
}

/** The customer hears that the order left: carrier, tracking number and the lot of every line (what their methods section will cite). */
export function customerShippedMail(order: Order, to: string, publicUrl: string, trackingUrl = '', carrierName = order.carrier): MailRequest {
  const zh = order.language === 'zh';
  const link = `${publicUrl.replace(/\/$/, '')}/detail?orderlistid=${order.id}`;
  const parcel = order.trackingNumber ? (zh ? `承运商：${carrierName}，运单号：${order.trackingNumber}` : `Carrier: ${carrierName}, tracking number: ${order.trackingNumber}`) : '';
  const intro = zh ? `您的订单 ${orderNumber(order.id)} 已发货。${parcel}` : `Your order ${orderNumber(order.id)} has been shipped. ${parcel}`.trim();
  // Issue 31: a known carrier's tracking page, linked.
  const follow = trackingUrl ? (zh ? `物流查询：${trackingUrl}` : `Track the parcel: ${trackingUrl}`) : '';
  const more = zh ? `每一行的批号、分析证书和引用文本见订单详情：${link}` : `The lot, certificate of analysis and citation text of every line are on the order page: ${link}`;
  const rows = [...order.lines]
    .sort((a, b) => a.position - b.position)
    .map((l) => [l.catalogueNumber, l.productName, l.size, String(l.quantity), l.lot ? `${zh ? '批号' : 'Lot#'} ${l.lot.lotNumber}` : '']);
  return {
    idempotencyKey: eventKey('order-shipped', order.id, order.shippedAt ?? order.committedAt),
    to,
    subject: zh ? `订单 ${orderNumber(order.id)} 已发货` : `Order ${orderNumber(order.id)} shipped`,
    text: [intro, ...(follow ? [follow] : []), more, '', ...rows.map((r) => r.join('  '))].join('\n'),
    html: `<p>${escapeHtml(intro)}</p>${follow ? `<p>${escapeHtml(zh ? '物流查询：' : 'Track the parcel: ')}<a href="${escapeHtml(trackingUrl)}">${escapeHtml(order.trackingNumber)}</a></p>` : ''}<p>${escapeHtml(more)}</p>${table(rows)}`,
  };
}
