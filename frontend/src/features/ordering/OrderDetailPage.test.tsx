import { screen, waitFor } from '@testing-library/react';
import type { MainInfo, OrderDetail, SiteInfo } from '@shop/contract';
import { renderPage } from '../../testing/renderPage';
import { ok } from '../../testing/fetchStandIn';
import OrderDetailPage from './OrderDetailPage';

const SITE: SiteInfo = {
  email: 'service@example.com', phone: '400-000-0000', address_ch: '上海', address_en: 'Shanghai', filingnumber: '',
  bank: { accountname: 'Shop Ltd', bankname: 'Bank', accountname_ch: '商城', bankname_ch: '银行', accountnumber: '6222', swift: 'BKCHCNBJ' },
  handlingfee_usd: 120,
  delivery: { china: '2-3', international: '3-5' },
};

const MAIN: MainInfo = {
  orderlistid: 48, is_delete: 1, is_paid: 0, is_shipped: 0, shippedtime: '', carrier: '', trackingnumber: '', trackingurl: '', committime: '2026-12-01T08:00:00.000Z',
  need_tax: 0, is_tax: 0, taxid: '', taxcompanyname: '', taxcompanyid: '', taxcompanyaddress: '', taxcompanyphone: '', taxbankname: '', taxbankaccount: '', note: '',
  oritotprice: 2320, currency: 'CNY', totprice: 2320, handlingfee: 0, amountdue: 2320, oriamountdue: 2320, ponumber: '', institution: '',
};

const order = (main: Partial<MainInfo>): OrderDetail => ({
  maininfo: { ...MAIN, ...main },
  addrinfo: { recaddr: '中国 江苏省 苏州市 星湖街 218 号', reccountry: '中国', recprovince: '江苏省', reccity: '苏州市', recdistrict: '', recdetail: '星湖街 218 号', recname: '王五', recphone: '13900000001' },
  orderinfo: [{ orderlistid: 48, line: 1, quantity: 1, priceid: 1, proinfo: { pid: 101, productname: 'AKT1 Rabbit Monoclonal Antibody', catno: 'AB1001', size: '50 µl', price1: 2320, shownprice: 2320, amount: 2320, stock: '', clonalityNo: '', rrid: '' }, lot: null }],
});

const open = (language: 'zh' | 'en', detail: OrderDetail) =>
  renderPage(<OrderDetailPage />, { language, url: '/detail?orderlistid=48', route: '/detail', api: { 'GET /orderinfo/showorderitem': ok(detail), 'GET /siteinfo': ok({ data: SITE }) } });

describe('/detail, an order (issue 48)', () => {
  it.each([
    ['zh', '国际订单另收'],
    ['en', 'International orders carry a handling fee'],
  ] as const)("a placed domestic order, cancelled, does not state the international fee rule (%s)", async (language, rule) => {
    const page = open(language, order({}));
    await screen.findByTestId('nothing-due');
    // The shop's fee setting has arrived (the note would be drawn from it).
    await waitFor(() => expect(page.api.requests.some((r) => r.path === '/siteinfo')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.api.unanswered).toEqual([]);
    expect(screen.queryByText(new RegExp(rule))).not.toBeInTheDocument();
    // Nothing due: no pro-forma to pay.
    expect(screen.queryByTestId('proforma')).not.toBeInTheDocument();
  });

  it("links an order's pro-forma with the page's language, for a refusal to be read in it", async () => {
    open('en', order({ is_delete: 0, currency: 'USD', totprice: 332, handlingfee: 120, amountdue: 452 }));
    const link = await screen.findByTestId('proforma');
    expect(link.getAttribute('href')).toBe('/api/orderinfo/proforma?orderlistid=48&lang=en');
    expect(screen.getByTestId('handling-fee')).toHaveTextContent('$120');
    expect(screen.getByTestId('amount-due')).toHaveTextContent('$452');
  });
});
