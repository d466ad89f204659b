import type { TestApp } from './test-app';
import { saveTestProduct } from './catalogue-fixtures';
import type { SignedUp } from './account-helpers';

const yuanText = (fen: number) => String(fen / 100);

/** A catalogue product with three sizes at the given prices (fen), saved through the catalogue's writer. */
export async function addProduct(shop: TestApp, pricesFen: [number, number, number] = [128000, 268000, 498000]) {
  return saveTestProduct(shop, {
    productname: 'Ordering Test Antibody',
    size1: '50ul',
    price1: yuanText(pricesFen[0]),
    size2: '100ul',
    price2: yuanText(pricesFen[1]),
    size3: '200ul',
    price3: yuanText(pricesFen[2]),
  });
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
