import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AgentsController } from './agents.controller';
import { AgentsService } from './agents.service';
import { Distributor } from './distributor.entity';
import { Province } from './province.entity';

/** Distributors by province for the contact page and the product page's province selector. */
@Module({
  imports: [TypeOrmModule.forFeature([Province, Distributor])],
  controllers: [AgentsController],
  providers: [AgentsService],
})
export class AgentsModule {}
