import type { Config } from '@jest/types';
import { startShopServers } from './shop-server';

/** As many shops as jest has workers: a worker runs its journeys one at a time against its own shop (npm test: three). */
export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  await startShopServers(Math.max(1, globalConfig.maxWorkers));
}
