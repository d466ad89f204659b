import type { Config } from '@jest/types';
import { startShopServers } from './shop-server';

/** As many shops as jest has workers for the journeys (npm test runs them two at a time: this machine has two cores). */
export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  await startShopServers(Math.max(1, globalConfig.maxWorkers));
}
