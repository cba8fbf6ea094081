import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ACCOUNT_SUBJECTS, type MessageResponse, type UserUpdatedResponse, VerifyPhoneRequest } from '@surimarkt/contracts';
import { PhoneVerificationService } from './phone-verification.service';

@Controller()
export class PhoneVerificationController {
  constructor(private readonly phones: PhoneVerificationService) {}

  @MessagePattern(ACCOUNT_SUBJECTS.verifyPhone)
  verify(@Payload() dto: VerifyPhoneRequest): Promise<MessageResponse | UserUpdatedResponse> {
    return this.phones.verify(dto);
  }
}
