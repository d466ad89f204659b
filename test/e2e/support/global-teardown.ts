import { stopShopServer } from './shop-server';

export default async function globalTeardown(): Promise<void> {
  stopShopServer();
}
