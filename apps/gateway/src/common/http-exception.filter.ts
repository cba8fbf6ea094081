import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { COMMON_MESSAGES } from '@surimarkt/contracts';
import { type Response } from 'express';
import { ContractHttpException, httpErrorBody } from './http-error';

// Nest's own exceptions carry English texts; the contract promises Dutch ones.
const DUTCH_BY_STATUS: Record<number, string> = {
  400: COMMON_MESSAGES.validationFailed,
  404: COMMON_MESSAGES.notFound,
  413: COMMON_MESSAGES.payloadTooLarge,
  429: COMMON_MESSAGES.tooManyRequests,
  503: COMMON_MESSAGES.serviceUnavailable,
};

/** Every error leaves the gateway as {statusCode, message, error, errors?}; a 500 never carries a stack. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500 && !(exception instanceof ContractHttpException)) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown) {
    if (exception instanceof ContractHttpException) return exception.body;
    if (!(exception instanceof HttpException)) return httpErrorBody(500, COMMON_MESSAGES.internal);
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (status >= 500) return httpErrorBody(status, DUTCH_BY_STATUS[status] ?? COMMON_MESSAGES.internal);
    return httpErrorBody(status, DUTCH_BY_STATUS[status] ?? (typeof response === 'string' ? response : exception.message));
  }
}
