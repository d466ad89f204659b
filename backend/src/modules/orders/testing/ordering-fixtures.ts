import type { TestApp } from '../../../testing/test-app';
import { generateProduct } from '../../../seed/catalogue/product-generator';
import { ProductWriterService } from '../../items/product-writer.service';
import type { SignedUp } from '../../identity/testing/account-helpers';

let made = 0;

/** A catalogue product with three sizes at the given prices (fen), saved through the catalogue's writer. */
export async function addProduct(shop: TestApp, pricesFen: [number, number, number] = [128000, 268000, 498000]) {
  const base = generateProduct(1, 1, 7);
  const catalogueNumber = `OR-${Date.now() % 100000}${++made}`;
  const pid = await shop.app.get(ProductWriterService).save({
    ...base,
    catalogueNumber,
    productName: `Ordering Test Antibody ${made}`,
    prices: [
      { size: '50ul', priceFen: pricesFen[0] },
      { size: '100ul', priceFen: pricesFen[1] },
      { size: '200ul', priceFen: pricesFen[2] },
    ],
  });
  return { pid, catalogueNumber };
}

export function post(shop: TestApp, user: SignedUp, path: string, form: Record<string, unknown> = {}) {
  return shop.http().post(`/api/${path}`).set('Authorization', user.authorization).set('X-Requested-With', 'XMLHttpRequest').type('form').send(form);
}

export function get(shop: TestApp, user: SignedUp, path: string, query: Record<string, unknown> = {}) {
  return shop.http().get(`/api/${path}`).set('Authorization', user.authorization).query(query);
}

export const ADDRESS = {
  country: '中国',
  province: '江苏省',
  city: '苏州市',
  district: '',
  addr: '工业园区星湖街 218 号',
  recname: '张三',
  recphone: '13800000000',
};

export const INVOICE = {
  taxcompanyname: '苏州某某生物科技有限公司',
  taxcompanyid: '91320594MA1XXXXXXX',
  taxcompanyaddress: '苏州工业园区星湖街 218 号',
  taxcompanyphone: '0512-00000000',
  taxbankname: '中国银行苏州分行',
  taxbankaccount: '0000 0000 0000',
};
