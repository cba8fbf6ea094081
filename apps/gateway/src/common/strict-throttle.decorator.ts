import { type ExecutionContext, SetMetadata } from '@nestjs/common';

const STRICT_THROTTLE = 'gateway:strict-throttle';

/** Routes that write something on a visitor's behalf (contact form, analytics log) get a smaller bucket. */
export const StrictThrottle = () => SetMetadata(STRICT_THROTTLE, true);

export function isStrictThrottled(context: ExecutionContext): boolean {
  return Reflect.getMetadata(STRICT_THROTTLE, context.getHandler()) === true;
}
