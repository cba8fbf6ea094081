// Error codes travel from a service to the gateway inside an RpcException; the gateway's one filter
// turns each into its HTTP status. A code unknown here becomes 500 without leaking details.
export enum ErrorCode {
  Validation = 'VALIDATION',
  BadRequest = 'BAD_REQUEST',
  Unauthorized = 'UNAUTHORIZED',
  Forbidden = 'FORBIDDEN',
  NotFound = 'NOT_FOUND',
  Conflict = 'CONFLICT',
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  TooManyRequests = 'TOO_MANY_REQUESTS',
  Unavailable = 'UNAVAILABLE',
  Internal = 'INTERNAL',
}

export const ERROR_HTTP_STATUS: Record<ErrorCode, number> = {
  [ErrorCode.Validation]: 400,
  [ErrorCode.BadRequest]: 400,
  [ErrorCode.Unauthorized]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.PayloadTooLarge]: 413,
  [ErrorCode.TooManyRequests]: 429,
  [ErrorCode.Unavailable]: 503,
  [ErrorCode.Internal]: 500,
};

/** What a service puts in an RpcException, and what the gateway reads back. */
export interface RpcErrorPayload {
  code: ErrorCode;
  message: string;
  /** Field → Dutch message, for validation errors. */
  errors?: Record<string, string>;
}

/** The HTTP error body of the contract. */
export interface HttpErrorBody {
  statusCode: number;
  message: string;
  error: string;
  errors?: Record<string, string>;
}

export function isRpcErrorPayload(value: unknown): value is RpcErrorPayload {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RpcErrorPayload).code === 'string' &&
    typeof (value as RpcErrorPayload).message === 'string'
  );
}
