import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { type ActivityLoggedEvent, LOCATIONS, LogActivityDto } from '@surimarkt/contracts';
import { type Request } from 'express';
import { clientIp } from '../common/client-ip';
import { OptionalSessionGuard, type SessionRequest } from '../auth/session.guard';
import { ActivityPublisher } from './activity-publisher';
import { RateLimit } from '../common/rate-limit';

@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly activities: ActivityPublisher) {}

  /**
   * Answers at once: JetStream acknowledges the event in the background, so an analytics outage never fails a page
   * and loses nothing. A logged-in visitor's activity carries their id (the back-office names them).
   */
  @Post('log')
  @HttpCode(202)
  @RateLimit('analytics')
  @UseGuards(OptionalSessionGuard)
  log(@Body() body: LogActivityDto, @Req() req: Request & SessionRequest): { ok: true } {
    const userAgent = req.headers['user-agent'];
    const event: ActivityLoggedEvent = {
      eventId: randomUUID(),
      actionType: body.actionType,
      actionData: body.actionData ?? {},
      // The body's ipAddress is ignored: the server knows where the request came from.
      ipAddress: clientIp(req),
      userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
      userId: req.user?.id ?? null,
      // The business dashboard's audience by district: known only for a logged-in visitor who gave one.
      district: (LOCATIONS as readonly string[]).includes(req.user?.location ?? '') ? req.user?.location : null,
      occurredAt: new Date().toISOString(),
    };
    this.activities.publish(event);
    return { ok: true };
  }
}
