import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  requestId: string;
  /** A GET or HEAD: safe to send again when the replica holding it died. */
  isRead?: boolean;
}

// Carries the request id from the HTTP middleware to every NATS message the request causes,
// without threading it through each controller signature.
export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

export function isReadRequest(): boolean {
  return requestContext.getStore()?.isRead === true;
}
