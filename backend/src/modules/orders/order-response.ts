import { type MainInfo, major, type OrderAddress, type OrderDetail, type OrderLine as ShownOrderLine, type OrderSummary, type ShippedLot } from '@shop/contract';
import { coaUrl } from '../items/lots/coa-store';
import { yuan } from '../items/reading/product-response';
import { NO_TRACKING_LINKS, TrackingLinks } from './carriers/tracking-links';
import { lineStock } from './delivery-promise';
import type { OrderLine } from './order-line.entity';
import { orderMoney } from './order-money';
import type { Order } from './order.entity';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The address as one line, the way the order list shows it (spec: addrinfo.recaddr). */
export function addressLine(order: Order): string {
  return [order.recipientCountry, order.recipientProvince, order.recipientCity, order.recipientDistrict, order.recipientAddress]
    .filter(Boolean)
    .join(' ');
}

/** maininfo of spec section 3: status flags (section 4) and the invoice fields; the tracking link when the carrier is known. */
export function mainInfo(order: Order, links: TrackingLinks = NO_TRACKING_LINKS): MainInfo {
  const money = orderMoney(order);
  return {
    orderlistid: order.id,
    is_delete: flag(order.cancelledAt !== null),
    is_paid: flag(order.paidAt !== null),
    /** Not in the spec: staff mark a paid order shipped with the lot of every line. */
    is_shipped: flag(order.shippedAt != null),
    shippedtime: order.shippedAt?.toISOString() ?? '',
    /** Entered by staff when shipping ('' before); a known carrier by its name in the links' language (issue 48). */
    carrier: links.nameOf(order.carrier),
    trackingnumber: order.trackingNumber,
    trackingurl: links.urlOf(order.carrier, order.trackingNumber),
    committime: order.committedAt.toISOString(),
    need_tax: flag(order.needsInvoice),
    is_tax: flag(order.invoiceNumber !== null),
    taxid: order.invoiceNumber ?? '',
    taxcompanyname: order.invoiceCompanyName,
    taxcompanyid: order.invoiceCompanyTaxId,
    taxcompanyaddress: order.invoiceCompanyAddress,
    taxcompanyphone: order.invoiceCompanyPhone,
    taxbankname: order.invoiceBankName,
    taxbankaccount: order.invoiceBankAccount,
    note: order.note,
    oritotprice: yuan(order.totalFen),
    /** What the customer was shown and pays (issue 25): the order's currency and the sum of its shown lines in it. */
    currency: order.currency,
    totprice: major(money.goods),
    /** Issue 31: the handling fee line and the amount due, as stored with the order (order-money.ts). */
    handlingfee: major(money.handlingFee),
    amountdue: major(money.due),
    oriamountdue: yuan(money.dueFen),
    ponumber: order.purchaseOrderNumber,
    institution: order.billingInstitution,
  };
}

export function addrInfo(order: Order): OrderAddress {
  return {
    recaddr: addressLine(order),
    reccountry: order.recipientCountry,
    recprovince: order.recipientProvince,
    reccity: order.recipientCity,
    recdistrict: order.recipientDistrict,
    recdetail: order.recipientAddress,
    recname: order.recipientName,
    recphone: order.recipientPhone,
  };
}

/** The shipped lot of a line, with its certificate when there is one; null until the order ships. */
function shippedLot(line: OrderLine): ShippedLot | null {
  if (!line.lot) return null;
  return {
    lotid: line.lot.id,
    lot_number: line.lot.lotNumber,
    expires_on: line.lot.expiresOn,
    coa: line.lot.coaFile ? coaUrl(line.lot.coaFile, line.lot.id) : '',
    coa_name: line.lot.coaName,
  };
}

function lineInfo(order: Order, line: OrderLine): ShownOrderLine {
  return {
    orderlistid: order.id,
    // The line's place in the order: the staff shipping call names one lot per line in this order.
    line: line.position,
    quantity: line.quantity,
    priceid: line.priceOption,
    proinfo: {
      pid: line.productId,
      productname: line.productName,
      catno: line.catalogueNumber,
      size: line.size,
      // The unit price paid, copied at submit time (the spec's field name).
      price1: yuan(line.unitPriceFen),
      // The unit price and line amount as shown, in the order's currency (maininfo.currency).
      shownprice: major(line.shownUnitPrice),
      amount: major(line.shownAmount),
      // For the citation of a shipped line; '' when the product has none (or left the catalogue).
      // Issue 31: the size's stock status as staff set it now ('' = none): it wins over the destination's delivery promise.
      stock: lineStock(line),
      clonalityNo: line.product?.cloneNumber ?? '',
      rrid: line.product?.rrid ?? '',
    },
    lot: shippedLot(line),
  };
}

/** GET /orderinfo/showorderitem answer body. */
export function orderDetail(order: Order, links: TrackingLinks = NO_TRACKING_LINKS): OrderDetail {
  return {
    maininfo: mainInfo(order, links),
    addrinfo: addrInfo(order),
    orderinfo: [...order.lines].sort((a, b) => a.position - b.position).map((line) => lineInfo(order, line)),
  };
}

/** One row of POST /orderinfo/showallorder. */
export function orderSummary(order: Order): OrderSummary {
  return { ...mainInfo(order), addrinfo: { recaddr: addressLine(order), recname: order.recipientName } };
}
