import { RpcException } from '@nestjs/microservices';
import { type ErrorCode } from '@surimarkt/contracts';

/** The code and Dutch message a service call was refused with, or 'no refusal'; anything but an RpcException is thrown on. */
export async function refusal(promise: Promise<unknown>): Promise<{ code: ErrorCode; message: string } | 'no refusal'> {
  try {
    await promise;
    return 'no refusal';
  } catch (error) {
    if (!(error instanceof RpcException)) throw error;
    const { code, message } = error.getError() as { code: ErrorCode; message: string };
    return { code, message };
  }
}
