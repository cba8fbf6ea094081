import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BusinessRegistrationController } from './business-registration.controller';
import { BusinessController } from './business.controller';
import { PaymentsController } from './payments.controller';

@Module({ imports: [AuthModule], controllers: [BusinessRegistrationController, BusinessController, PaymentsController] })
export class BusinessModule {}
