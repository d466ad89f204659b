import { startShopServer } from './shop-server';

export default async function globalSetup(): Promise<void> {
  await startShopServer();
}
