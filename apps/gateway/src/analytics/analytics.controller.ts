import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { type ActivityLoggedEvent, LOCATIONS, LogActivityBatchDto, LogActivityDto } from '@surimarkt/contracts';
import { type Request } from 'express';
import { clientIp } from '../common/client-ip';
import { OptionalSessionGuard, type SessionRequest } from '../auth/session.guard';
import { ActivityPublisher } from './activity-publisher';
import { RateLimit } from '../common/rate-limit';

/**
 * Both routes answer at once: JetStream acknowledges the events in the background, so an analytics outage never fails
 * a page and loses nothing. A logged-in visitor's activity carries their id (the back-office names them).
 */
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly activities: ActivityPublisher) {}

  /** One activity (the spec's call). */
  @Post('log')
  @HttpCode(202)
  @RateLimit('analytics')
  @UseGuards(OptionalSessionGuard)
  log(@Body() body: LogActivityDto, @Req() req: Request & SessionRequest): { ok: true } {
    this.activities.publish(toEvent(body, req, new Date().toISOString()));
    return { ok: true };
  }

  /** What the browser gathered over a moment, in one request: each activity becomes its own event. */
  @Post('batch')
  @HttpCode(202)
  @RateLimit('analytics')
  @UseGuards(OptionalSessionGuard)
  batch(@Body() body: LogActivityBatchDto, @Req() req: Request & SessionRequest): { ok: true; accepted: number } {
    // The server's clock, not the browser's: the activities are at most a few seconds older than the request.
    const now = new Date().toISOString();
    for (const activity of body.events) this.activities.publish(toEvent(activity, req, now));
    return { ok: true, accepted: body.events.length };
  }
}

function toEvent(activity: LogActivityDto, req: Request & SessionRequest, occurredAt: string): ActivityLoggedEvent {
  const userAgent = req.headers['user-agent'];
  return {
    eventId: randomUUID(),
    actionType: activity.actionType,
    actionData: activity.actionData ?? {},
    // The body's ipAddress is ignored: the server knows where the request came from.
    ipAddress: clientIp(req),
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
    userId: req.user?.id ?? null,
    // The business dashboard's audience by district: known only for a logged-in visitor who gave one.
    district: (LOCATIONS as readonly string[]).includes(req.user?.location ?? '') ? req.user?.location : null,
    occurredAt,
  };
}
