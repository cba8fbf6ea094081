import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { bucketOf, throttlerCanApply } from './rate-limit';

// @nestjs/throttler's metadata key for @SkipThrottle (not exported by the package); the test of the unlimited routes
// fails if it ever changes.
const THROTTLER_SKIP = 'THROTTLER:SKIP';

/**
 * The library's guard, told once per route whether any limit can apply to it at all. Without this a route with no
 * limit (the probes, the photos) asked every throttler for its metadata on every request: six lookups for nothing.
 */
@Injectable()
export class RouteThrottlerGuard extends ThrottlerGuard {
  private readonly unlimited = new WeakMap<object, boolean>();

  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    const handler = context.getHandler();
    let unlimited = this.unlimited.get(handler);
    if (unlimited === undefined) {
      const targets = [handler, context.getClass()];
      const bucket = bucketOf(context);
      unlimited = this.throttlers.every(({ name = 'default' }) => this.reflector.getAllAndOverride<boolean>(THROTTLER_SKIP + name, targets) === true || !throttlerCanApply(name, bucket));
      this.unlimited.set(handler, unlimited);
    }
    return unlimited;
  }
}
