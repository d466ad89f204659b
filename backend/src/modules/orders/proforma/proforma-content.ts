import type { Letterhead } from '../../../pdf/letterhead';
import { type Currency, formatMoney } from '@shop/contract';

/**
 * A line as the document lists it, with the unit price and amount already in the document's currency
 * (minor units): an order's as it stored them, a quotation's from the basket by the price rule.
 */
export interface ProformaLine {
  catno: string;
  name: string;
  size: string;
  quantity: number;
  unit: number;
  amount: number;
}

/** The money block (minor units of the currency): the goods, the handling fee line (0 = none) and the amount due. */
export interface ProformaMoney {
  goods: number;
  handlingFee: number;
  due: number;
}

export interface BankDetails {
  accountName: string;
  bankName: string;
  accountNumber: string;
  swift: string;
}

/** Plain data for the render thread: every text already in the reader's language, every amount formatted. */
export interface ProformaContent {
  language: 'zh' | 'en';
  letterhead: Letterhead;
  title: string;
  footer: string;
  facts: Array<[string, string]>;
  header: string[];
  lines: string[][];
  /** Label and amount rows under the lines: goods, freight, handling fee (when any), amount due (last, emphasised). */
  totals: Array<[string, string]>;
  bankTitle: string;
  bank: Array<[string, string]>;
  note: string;
}

const TEXT = {
  zh: {
    proforma: '形式发票',
    quotation: '报价单',
    number: '编号',
    date: '日期',
    customer: '客户',
    shipTo: '收货地址',
    invoiceCompany: '开票单位',
    purchaseOrder: '采购单号（PO）',
    institution: '开票机构',
    currency: '币种',
    header: ['货号', '产品名称', '规格', '数量', '单价', '金额'],
    goods: '商品金额',
    freight: '运费',
    handlingFee: '国际订单手续费',
    due: '应付金额',
    total: '合计（不含运费）',
    quotationFee: '国际订单另收手续费，下单时按收货地址计入应付金额。',
    bankTitle: '付款信息',
    bank: ['户名', '开户银行', '账号', 'SWIFT'],
    noteProforma: '本形式发票供付款前审批使用，不是税务发票。付款时请注明订单编号。',
    noteQuotation: '本报价按今日价格计算，有效期 30 天；下单后以订单金额为准。',
    currencies: { CNY: '人民币（元）', USD: '美元' },
  },
  en: {
    proforma: 'Pro-forma invoice',
    quotation: 'Quotation',
    number: 'Number',
    date: 'Date',
    customer: 'Customer',
    shipTo: 'Ship to',
    invoiceCompany: 'Invoice to',
    purchaseOrder: 'PO number',
    institution: 'Billing institution',
    currency: 'Currency',
    header: ['Cat#', 'Product', 'Size', 'Qty', 'Unit price', 'Amount'],
    goods: 'Goods',
    freight: 'Freight',
    handlingFee: 'International handling fee',
    due: 'Amount due',
    total: 'Total (shipping excluded)',
    quotationFee: 'International orders carry a handling fee, added to the amount due from the delivery address when you order.',
    bankTitle: 'Payment details',
    bank: ['Account name', 'Bank', 'Account number', 'SWIFT'],
    noteProforma: 'This pro-forma invoice is for approval before payment; it is not a tax invoice. Please quote the order number with your payment.',
    noteQuotation: "Prices are today's and valid for 30 days; the order's amounts apply once you order.",
    currencies: { CNY: 'CNY (yuan)', USD: 'USD' },
  },
} as const;

export interface ProformaRequest {
  kind: 'proforma' | 'quotation';
  language: 'zh' | 'en';
  currency: Currency;
  number: string;
  date: string;
  customer: string;
  shipTo: string;
  invoiceCompany: string;
  purchaseOrderNumber: string;
  billingInstitution: string;
  lines: ProformaLine[];
  /** An order's stored money; a quotation has only the goods (no address, so no fee yet). */
  money: ProformaMoney;
  letterhead: Letterhead;
  bank: BankDetails;
}

/**
 * The document of a basket (quotation) or an order (pro-forma invoice), printing the amounts it is
 * given: an order's are the ones it stored (issue 31: nothing here recomputes them).
 */
export function proformaContent(request: ProformaRequest): ProformaContent {
  const text = TEXT[request.language];
  const money = (minor: number) => formatMoney(minor, request.currency);
  const title = request.kind === 'proforma' ? text.proforma : text.quotation;
  const facts: Array<[string, string]> = [
    [text.number, request.number],
    [text.date, request.date],
    [text.currency, text.currencies[request.currency]],
  ];
  if (request.customer) facts.push([text.customer, request.customer]);
  if (request.shipTo) facts.push([text.shipTo, request.shipTo]);
  if (request.invoiceCompany) facts.push([text.invoiceCompany, request.invoiceCompany]);
  if (request.purchaseOrderNumber) facts.push([text.purchaseOrder, request.purchaseOrderNumber]);
  if (request.billingInstitution) facts.push([text.institution, request.billingInstitution]);
  const totals: Array<[string, string]> =
    request.kind === 'quotation'
      ? [[text.total, money(request.money.due)]]
      : [
          [text.goods, money(request.money.goods)],
          [text.freight, money(0)],
          ...(request.money.handlingFee > 0 ? [[text.handlingFee, money(request.money.handlingFee)] as [string, string]] : []),
          [text.due, money(request.money.due)],
        ];
  return {
    language: request.language,
    letterhead: request.letterhead,
    title,
    footer: `${title} ${request.number}`,
    facts,
    header: [...text.header],
    lines: request.lines.map((line) => [line.catno, line.name, line.size, String(line.quantity), money(line.unit), money(line.amount)]),
    totals,
    bankTitle: text.bankTitle,
    bank: [
      [text.bank[0], request.bank.accountName],
      [text.bank[1], request.bank.bankName],
      [text.bank[2], request.bank.accountNumber],
      [text.bank[3], request.bank.swift],
    ],
    note: request.kind === 'proforma' ? text.noteProforma : `${text.noteQuotation} ${text.quotationFee}`,
  };
}
