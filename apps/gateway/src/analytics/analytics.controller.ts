import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ANALYTICS_SUBJECTS, type ActivityLoggedEvent, LogActivityDto } from '@surimarkt/contracts';
import { type Request } from 'express';
import { clientIp } from '../common/client-ip';
import { RpcClient } from '../common/rpc-client.service';
import { RateLimit } from '../common/rate-limit';

@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly rpc: RpcClient) {}

  /** Answers at once: the event is fire-and-forget, so an analytics outage never fails a page. */
  @Post('log')
  @HttpCode(202)
  @RateLimit('analytics')
  log(@Body() body: LogActivityDto, @Req() req: Request): { ok: true } {
    const userAgent = req.headers['user-agent'];
    const event: ActivityLoggedEvent = {
      actionType: body.actionType,
      actionData: body.actionData ?? {},
      // The body's ipAddress is ignored: the server knows where the request came from.
      ipAddress: clientIp(req),
      userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
      userId: null,
      occurredAt: new Date().toISOString(),
    };
    this.rpc.emit(ANALYTICS_SUBJECTS.activityLogged, event);
    return { ok: true };
  }
}
