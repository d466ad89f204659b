import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AgentsController } from './agents.controller';
import { AgentsService } from './agents.service';
import { DistributorDeskService } from './distributor-desk.service';
import { Distributor } from './distributor.entity';
import { Province } from './province.entity';
import { StaffDistributorsController } from './staff-distributors.controller';

/** Distributors by province for the contact page and the product page's province selector; staff keep them. */
@Module({
  imports: [TypeOrmModule.forFeature([Province, Distributor])],
  controllers: [AgentsController, StaffDistributorsController],
  providers: [AgentsService, DistributorDeskService],
})
export class AgentsModule {}
