import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ACCOUNT_SUBJECTS, type LoginResponse, RegisterBusinessDto } from '@surimarkt/contracts';
import { BusinessRegistrationService } from './business-registration.service';

@Controller()
export class BusinessRegistrationController {
  constructor(private readonly registration: BusinessRegistrationService) {}

  @MessagePattern(ACCOUNT_SUBJECTS.registerBusiness)
  register(@Payload() dto: RegisterBusinessDto): Promise<LoginResponse> {
    return this.registration.register(dto);
  }
}
