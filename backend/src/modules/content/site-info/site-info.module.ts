import { Module } from '@nestjs/common';
import { SiteInfoController } from './site-info.controller';

/** The shop's contact and payment details, from configuration. */
@Module({ controllers: [SiteInfoController] })
export class SiteInfoModule {}
