import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RequirementForm } from './requirement-form.entity';
import { RequirementController } from './requirement.controller';
import { RequirementsService } from './requirements.service';
import { StaffRequirementsController } from './staff-requirements.controller';

/** The /xuqiu requirement form: stored, mailed to sales, and kept in the staff's inbox. */
@Module({
  imports: [TypeOrmModule.forFeature([RequirementForm])],
  controllers: [RequirementController, StaffRequirementsController],
  providers: [RequirementsService],
})
export class RequirementFormsModule {}
