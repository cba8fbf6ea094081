import { RpcException } from '@nestjs/microservices';
import { ErrorCode, type RpcErrorPayload } from '@surimarkt/contracts';

/** Builds the exception a service throws; the gateway maps its code to an HTTP status. */
export function rpcError(code: ErrorCode, message: string, errors?: Record<string, string>): RpcException {
  const payload: RpcErrorPayload = errors ? { code, message, errors } : { code, message };
  return new RpcException(payload);
}

/** Whether error is an RpcException that rpcError made with this code. */
export function isRpcCode(error: unknown, code: ErrorCode): boolean {
  if (!(error instanceof RpcException)) return false;
  const payload = error.getError();
  return typeof payload === 'object' && payload !== null && (payload as RpcErrorPayload).code === code;
}

export const notFound = (message: string) => rpcError(ErrorCode.NotFound, message);
export const badRequest = (message: string, errors?: Record<string, string>) => rpcError(ErrorCode.Validation, message, errors);
