import { Injectable } from '@nestjs/common';
import { join } from 'node:path';
import { AppConfig } from '../../../config/app-config.service';
import type { Language } from '../../../http/request-language';
import { letterhead } from '../../../pdf/letterhead';
import { PdfRenderer } from '../../../pdf/pdf-renderer';
import { BasketService } from '../../cart/basket.service';
import { currencyOf, orderNumber, shownAmounts } from '@shop/contract';
import { orderMoney } from '../order-money';
import type { Order } from '../order.entity';
import { addressLine } from '../order-response';
import { BankDetails, proformaContent } from './proforma-content';

/** Worker module of the render threads (no extension: .js when built, .ts under jest). */
const PROFORMA_WORKER = join(__dirname, 'proforma.worker');

export interface ProformaPdf {
  fileName: string;
  language: Language;
  pdf: Buffer;
}

/**
 * Printable documents a purchasing office needs before paying (issue 25): the pro-forma invoice of
 * an order, in the order's language and currency with its stored amounts' rule, and the quotation of
 * chosen basket rows in the reader's language at today's prices.
 */
@Injectable()
export class ProformaService {
  constructor(
    private readonly renderer: PdfRenderer,
    private readonly basket: BasketService,
    private readonly config: AppConfig,
  ) {}

  /** Issue 31: a Chinese document names the account and bank in Chinese (a domestic RMB transfer needs them). */
  private bank(language: Language): BankDetails {
    return {
      accountName: this.config.get(language === 'zh' ? 'BANK_ACCOUNT_NAME_ZH' : 'BANK_ACCOUNT_NAME'),
      bankName: this.config.get(language === 'zh' ? 'BANK_NAME_ZH' : 'BANK_NAME'),
      accountNumber: this.config.get('BANK_ACCOUNT_NUMBER'),
      swift: this.config.get('BANK_SWIFT'),
    };
  }

  /** The pro-forma of an order that still asks for payment; the controller refuses a cancelled one. */
  async forOrder(order: Order, customerEmail: string, publicUrl = this.config.publicUrl()): Promise<ProformaPdf> {
    const language = order.language;
    const money = orderMoney(order);
    const content = proformaContent({
      kind: 'proforma',
      language,
      currency: order.currency,
      number: orderNumber(order.id),
      date: order.committedAt.toISOString().slice(0, 10),
      customer: [order.recipientName, customerEmail].filter(Boolean).join(' · '),
      shipTo: `${addressLine(order)} · ${order.recipientPhone}`,
      invoiceCompany: order.needsInvoice ? `${order.invoiceCompanyName} (${order.invoiceCompanyTaxId})` : '',
      purchaseOrderNumber: order.purchaseOrderNumber,
      billingInstitution: order.billingInstitution,
      // Issue 31: the amounts the order stored, never the price rule again.
      lines: [...order.lines]
        .sort((a, b) => a.position - b.position)
        .map((l) => ({ catno: l.catalogueNumber, name: l.productName, size: l.size, quantity: l.quantity, unit: l.shownUnitPrice, amount: l.shownAmount })),
      money: { goods: money.goods, handlingFee: money.handlingFee, due: money.due },
      letterhead: letterhead(this.config, language, publicUrl),
      bank: this.bank(language),
    });
    const pdf = await this.renderer.render(PROFORMA_WORKER, content);
    return { fileName: `${orderNumber(order.id)}-proforma-${language}.pdf`, language, pdf };
  }

  /** null when none of the rows is this user's (an empty basket or rows already ordered). */
  async forBasket(user: { id: number; email: string }, rowIds: number[], language: Language, publicUrl = this.config.publicUrl()): Promise<ProformaPdf | null> {
    const rows = (await this.basket.rows(user.id)).filter((row) => (rowIds.length === 0 || rowIds.includes(row.id)) && !row.discontinued);
    if (rows.length === 0) return null;
    const today = new Date().toISOString().slice(0, 10);
    const number = `Q-${today.replace(/-/g, '')}-${user.id}`;
    const currency = currencyOf(language);
    // A basket has no stored amounts: the quotation shows today's, by the same rule the order will store.
    const amounts = shownAmounts(rows.map((r) => ({ unitFen: r.unitPriceFen, quantity: r.quantity })), currency);
    const content = proformaContent({
      kind: 'quotation',
      language,
      currency,
      number,
      date: today,
      customer: user.email,
      shipTo: '',
      invoiceCompany: '',
      purchaseOrderNumber: '',
      billingInstitution: '',
      lines: rows.map((r, i) => ({ catno: r.catalogueNumber, name: r.productName, size: r.size, quantity: r.quantity, unit: amounts.lines[i].unit, amount: amounts.lines[i].amount })),
      money: { goods: amounts.total, handlingFee: 0, due: amounts.total },
      letterhead: letterhead(this.config, language, publicUrl),
      bank: this.bank(language),
    });
    return { fileName: `${number}-quotation-${language}.pdf`, language, pdf: await this.renderer.render(PROFORMA_WORKER, content) };
  }
}
