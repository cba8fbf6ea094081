import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerOptions } from '@nestjs/throttler';
import { type Request } from 'express';
import { isStoreRender } from '../web-app/render-identity';
import { bucketOf, emailOf, isPerEmail, throttlerCanApply } from './rate-limit';

// @nestjs/throttler's metadata key for @SkipThrottle (not exported by the package); the tests of the unlimited and
// the limited routes fail if it ever changes.
const THROTTLER_SKIP = 'THROTTLER:SKIP';

/**
 * The library's guard and its counting (handleRequest: tracker, key, storage, headers, 429), with the throttlers that
 * can apply to a route worked out once per route instead of on every request. The library asked each of the six
 * throttlers for five kinds of metadata and its skip rule per request: a tenth of the gateway's time on a list read.
 * The limits are the module's (no route overrides them with @Throttle).
 */
@Injectable()
export class RouteThrottlerGuard extends ThrottlerGuard {
  private readonly plans = new WeakMap<object, ThrottlerOptions[]>();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    // The renders of the pages kept for everyone (at each change of an ad, a sweep over every ad) are no visitor's.
    if (isStoreRender(context.switchToHttp().getRequest<Request>())) return true;
    for (const throttler of this.planFor(context)) {
      const name = throttler.name ?? 'default';
      if (isPerEmail(name) && !emailOf(context)) continue;
      const ttl = throttler.ttl as number;
      await this.handleRequest({
        context,
        throttler,
        limit: throttler.limit as number,
        ttl,
        blockDuration: (throttler.blockDuration as number | undefined) ?? ttl,
        getTracker: throttler.getTracker ?? this.commonOptions.getTracker!,
        generateKey: throttler.generateKey ?? this.commonOptions.generateKey!,
      });
    }
    return true;
  }

  private planFor(context: ExecutionContext): ThrottlerOptions[] {
    const handler = context.getHandler();
    let plan = this.plans.get(handler);
    if (!plan) {
      const targets = [handler, context.getClass()];
      const bucket = bucketOf(context);
      plan = this.throttlers.filter(
        ({ name = 'default' }) =>
          this.reflector.getAllAndOverride<boolean>(THROTTLER_SKIP + name, targets) !== true && throttlerCanApply(name, bucket),
      );
      this.plans.set(handler, plan);
    }
    return plan;
  }
}
