import { COMMON_MESSAGES, ERROR_HTTP_STATUS, isRpcErrorPayload } from '@surimarkt/contracts';
import { NatsError } from 'nats';
import { TimeoutError } from 'rxjs';
import { type ContractHttpException, httpError } from './http-error';

/** True when the broker, not the service, is the problem: no answer in time, or no connection. */
export function isUnavailableError(error: unknown): boolean {
  if (error instanceof TimeoutError) return true;
  // NATS answers "no responders" with an empty message when no replica of the service listens
  // (Nest's EmptyResponseException, not exported from the package root).
  if (error instanceof Error && error.message.startsWith('Empty response.')) return true;
  // Nest's NATS client rejects with this string while the connection is lost and reconnecting.
  if (typeof error === 'string') return /connection/i.test(error);
  const name = (error as { name?: string })?.name;
  const code = String((error as { code?: string })?.code ?? '');
  return name === 'NatsError' || /CONNECTION|DISCONNECT|TIMEOUT|503/.test(code);
}

/**
 * A service's refusal keeps its status and Dutch message; an outage is 503; anything else is a
 * plain 500 whose details stay in the log.
 */
export function rpcErrorToHttp(error: unknown): { exception: ContractHttpException; isUnexpected: boolean } {
  // Checked first: a NatsError ("503" no responders, "TIMEOUT") also has the {code, message} shape of a service's refusal.
  if (error instanceof NatsError) return { exception: httpError(503, COMMON_MESSAGES.serviceUnavailable), isUnexpected: false };
  if (isRpcErrorPayload(error)) {
    const status = ERROR_HTTP_STATUS[error.code];
    if (status && status < 500) return { exception: httpError(status, error.message, error.errors), isUnexpected: false };
    if (status === 503) return { exception: httpError(503, COMMON_MESSAGES.serviceUnavailable), isUnexpected: false };
    return { exception: httpError(500, COMMON_MESSAGES.internal), isUnexpected: true };
  }
  if (isUnavailableError(error)) return { exception: httpError(503, COMMON_MESSAGES.serviceUnavailable), isUnexpected: false };
  return { exception: httpError(500, COMMON_MESSAGES.internal), isUnexpected: true };
}
