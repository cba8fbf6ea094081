import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CONTACT_SUBJECTS, ContactMessageDto, type ContactSent } from '@surimarkt/contracts';
import { ContactService } from './contact.service';

@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @MessagePattern(CONTACT_SUBJECTS.send)
  send(@Payload() dto: ContactMessageDto): Promise<ContactSent> {
    return this.contact.send(dto);
  }
}
