import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { type ActivityLoggedEvent, ADS_SUBJECTS, LOCATIONS, LogActivityBatchDto, LogActivityDto } from '@surimarkt/contracts';
import { LRUCache } from 'lru-cache';
import { type Request } from 'express';
import { clientIp } from '../common/client-ip';
import { OptionalSessionGuard, type SessionRequest } from '../auth/session.guard';
import { ActivityPublisher } from './activity-publisher';
import { CounterThrottlerStorage } from '../common/counter-throttler.storage';
import { RateLimit } from '../common/rate-limit';
import { RpcClient } from '../common/rpc-client.service';
import { visitorKey } from '../common/visitor-key';

/**
 * Both routes answer once JetStream has the events (or after a second, when the broker is slow: they then follow in
 * the background), so an analytics outage never fails a page and an accepted event is not lost. A logged-in visitor's
 * activity carries their id (the back-office names them).
 */
/** Events about one ad from one visitor kept per window; beyond, they are dropped (a person reads and clicks a few times). */
const PER_VISITOR_AND_AD = 30;
const WINDOW_MS = 10 * 60 * 1000;

@Controller('analytics')
export class AnalyticsController {
  private readonly perVisitorAndAd = new CounterThrottlerStorage();
  private readonly searchMatches = new LRUCache<string, boolean>({ max: 10_000, ttl: WINDOW_MS });

  constructor(
    private readonly activities: ActivityPublisher,
    private readonly rpc: RpcClient,
  ) {}

  /** Publishes the event unless its visitor sent too many about the same ad lately (a script, not a shopper). */
  private async publish(activity: LogActivityDto, req: Request & SessionRequest, occurredAt: string): Promise<void> {
    const data = activity.actionData as { ad_id?: unknown; search_query?: unknown } | undefined;
    const adId = data?.ad_id;
    if (typeof adId === 'number') {
      const key = `${visitorKey(req)}|${adId}`;
      const { isBlocked } = await this.perVisitorAndAd.increment(key, WINDOW_MS, PER_VISITOR_AND_AD, WINDOW_MS, 'analytics-ad');
      if (isBlocked) return;
      // The search that led to the view reaches the seller's figures only when it finds the ad: a script cannot write
      // 'oplichter' into a bicycle's search terms.
      if (typeof data?.search_query === 'string' && !(await this.searchFinds(adId, data.search_query))) {
        const { search_query: _dropped, ...rest } = data;
        activity = { ...activity, actionData: rest };
      }
    }
    await this.activities.publish(toEvent(activity, req, occurredAt));
  }

  /** Asked of the ads-service once per ad and term for a while; an unanswered question counts as no. */
  private async searchFinds(adId: number, search: string): Promise<boolean> {
    const key = `${adId}|${search.trim().toLowerCase()}`;
    let answer = this.searchMatches.get(key);
    if (answer === undefined) {
      answer = await this.rpc
        .send<{ matches: boolean }>(ADS_SUBJECTS.matchesSearch, { id: adId, search })
        .then((reply) => reply.matches)
        .catch(() => false);
      this.searchMatches.set(key, answer);
    }
    return answer;
  }

  /** One activity (the spec's call). */
  @Post('log')
  @HttpCode(202)
  @RateLimit('analytics')
  @UseGuards(OptionalSessionGuard)
  async log(@Body() body: LogActivityDto, @Req() req: Request & SessionRequest): Promise<{ ok: true }> {
    await this.publish(body, req, new Date().toISOString());
    return { ok: true };
  }

  /** What the browser gathered over a moment, in one request: each activity becomes its own event. */
  @Post('batch')
  @HttpCode(202)
  @RateLimit('analytics')
  @UseGuards(OptionalSessionGuard)
  async batch(@Body() body: LogActivityBatchDto, @Req() req: Request & SessionRequest): Promise<{ ok: true; accepted: number }> {
    // The server's clock, not the browser's: the activities are at most a few seconds older than the request.
    const now = new Date().toISOString();
    await Promise.all(body.events.map((activity) => this.publish(activity, req, now)));
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
