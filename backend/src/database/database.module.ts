import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config.service';
import { runMigrationsLocked } from './run-migrations';
import { databaseNotReachableYet, STARTUP_RETRY_ATTEMPTS, STARTUP_RETRY_DELAY_MS } from './startup-wait';
import { typeormOptions } from './typeorm-options';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        ...typeormOptions(config.get('DATABASE_URL')),
        // Schema changes only ever come from migrations, run at start (dataSourceFactory) so a deploy is one step.
        retryAttempts: STARTUP_RETRY_ATTEMPTS,
        retryDelay: STARTUP_RETRY_DELAY_MS,
        toRetry: databaseNotReachableYet,
      }),
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options as DataSourceOptions).initialize();
        try {
          await runMigrationsLocked(dataSource);
        } catch (error) {
          await dataSource.destroy();
          throw error;
        }
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}
