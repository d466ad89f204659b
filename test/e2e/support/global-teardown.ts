import { stopShopServers } from './shop-server';

export default async function globalTeardown(): Promise<void> {
  stopShopServers();
}
