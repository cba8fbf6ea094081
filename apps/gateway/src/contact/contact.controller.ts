import { Body, Controller, Post } from '@nestjs/common';
import { CONTACT_SUBJECTS, ContactMessageDto, type ContactSent } from '@surimarkt/contracts';
import { RpcClient } from '../common/rpc-client.service';
import { RateLimit } from '../common/rate-limit';

@Controller('contact')
export class ContactController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @RateLimit('contact')
  send(@Body() body: ContactMessageDto): Promise<ContactSent> {
    return this.rpc.send<ContactSent>(CONTACT_SUBJECTS.send, body);
  }
}
