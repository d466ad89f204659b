import { Module } from '@nestjs/common';
import { SiteInfoController } from './site-info.controller';

@Module({
  controllers: [SiteInfoController],
})
export class ContentModule {}
