import { ShopClient } from '../../faults/support/shop-client';

export interface AcknowledgedOrder {
  id: number;
  ackedAt: number;
  /** The order as the shop showed it right after (showorderitem: main info, address, lines with amounts). */
  shown: unknown;
}

/** A researcher with an address who orders one product at a time and keeps what the shop acknowledged. */
export class Buyer {
  readonly acknowledged: AcknowledgedOrder[] = [];
  private addressId = '';

  constructor(readonly client: ShopClient) {}

  async prepare(email: string): Promise<void> {
    await this.client.signUp(email);
    await this.client.request('POST', 'addrinfo/addaddress', {
      country: 'China', province: 'Jiangsu', city: 'Suzhou', district: '', addr: '218 Xinghu Street', recname: 'Li Lei', recphone: '13800000000',
    });
    this.addressId = String((await this.client.request('POST', 'addrinfo/showaddress')).body.data[0].addrid);
  }

  /**
   * Basket row, order, and the order read back; resolves false when any step was refused or the connection
   * failed before the order was acknowledged (a keep-alive socket the server just closed, a server going away).
   */
  async orderOne(pid: number, quantity = 1): Promise<boolean> {
    try {
      return await this.tryOrder(pid, quantity);
    } catch (error) {
      // fetch's own TypeError ("fetch failed"), from another realm than jest's globals: matched by name.
      if ((error as Error).name === 'TypeError') return false;
      throw error;
    }
  }

  private async tryOrder(pid: number, quantity: number): Promise<boolean> {
    const added = await this.client.request('POST', 'cartinfo/addcart', { pid, priceid: 1, quantity });
    if (added.status !== 200 || added.body.code !== 200) return false;
    const rows = (await this.client.request('POST', 'cartinfo/showcart')).body.data as Array<{ carid: number }> | undefined;
    if (!rows?.length) return false;
    const res = await this.client.request('POST', 'orderinfo/applyorder', { caridlist: rows.map((r) => r.carid), addrid: this.addressId, need_tax: 0 });
    if (res.status !== 200 || res.body.code !== 200) return false;
    const ackedAt = Date.now();
    const id = Number(res.body.orderlistid);
    this.acknowledged.push({ id, ackedAt, shown: await this.shown(id) });
    return true;
  }

  /** The order as the shop shows it; read again once if the connection failed (the order is acknowledged already). */
  async shown(id: number): Promise<unknown> {
    const read = async () => (await this.client.request('GET', `orderinfo/showorderitem?orderlistid=${id}`)).body;
    return read().catch(read);
  }
}
