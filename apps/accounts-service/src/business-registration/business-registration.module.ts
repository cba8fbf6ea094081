import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BusinessRegistrationController } from './business-registration.controller';
import { BusinessRegistrationService } from './business-registration.service';

@Module({ imports: [AuthModule], controllers: [BusinessRegistrationController], providers: [BusinessRegistrationService] })
export class BusinessRegistrationModule {}
