import { RpcException } from '@nestjs/microservices';
import { ErrorCode, type RpcErrorPayload } from '@surimarkt/contracts';

/** Builds the exception a service throws; the gateway maps its code to an HTTP status. */
export function rpcError(code: ErrorCode, message: string, errors?: Record<string, string>): RpcException {
  const payload: RpcErrorPayload = errors ? { code, message, errors } : { code, message };
  return new RpcException(payload);
}

export const notFound = (message: string) => rpcError(ErrorCode.NotFound, message);
export const badRequest = (message: string, errors?: Record<string, string>) => rpcError(ErrorCode.Validation, message, errors);
