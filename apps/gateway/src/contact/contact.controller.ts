import { Body, Controller, Post } from '@nestjs/common';
import { CONTACT_SUBJECTS, ContactMessageDto, type ContactSent } from '@surimarkt/contracts';
import { RpcClient } from '../common/rpc-client.service';
import { StrictThrottle } from '../common/strict-throttle.decorator';

@Controller('contact')
export class ContactController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @StrictThrottle()
  send(@Body() body: ContactMessageDto): Promise<ContactSent> {
    return this.rpc.send<ContactSent>(CONTACT_SUBJECTS.send, body);
  }
}
