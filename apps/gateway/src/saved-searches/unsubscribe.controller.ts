import { Body, Controller, HttpCode, Post, Query, UseInterceptors } from '@nestjs/common';
import { SAVED_SEARCHES_SUBJECTS } from '@surimarkt/contracts';
import { NoStoreInterceptor } from '../auth/no-store.interceptor';
import { RpcClient } from '../common/rpc-client.service';

/**
 * The unsubscribe link of an alert, without login: the signed token is the proof. The page /unsubscribe posts
 * { token } as JSON; a mail program's one-click button (RFC 8058) posts 'List-Unsubscribe=One-Click' as a form to
 * the address in the List-Unsubscribe header, which carries the token in its query. The ads-service checks it.
 */
@Controller('saved-searches/unsubscribe')
@UseInterceptors(NoStoreInterceptor)
export class UnsubscribeController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @HttpCode(200)
  unsubscribe(@Query('token') queryToken: unknown, @Body() body: unknown): Promise<{ message: string }> {
    const bodyToken = body && typeof body === 'object' ? (body as { token?: unknown }).token : undefined;
    // Sent as it came: the service's validation answers anything but a token's form with its Dutch message.
    return this.rpc.send(SAVED_SEARCHES_SUBJECTS.unsubscribe, { token: (bodyToken ?? queryToken ?? '') as string });
  }
}
