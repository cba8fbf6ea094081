import { STATUS_CODES } from 'node:http';
import { HttpException } from '@nestjs/common';
import { type HttpErrorBody } from '@surimarkt/contracts';

/** An HttpException whose response already is the contract's error body, to be sent as it is. */
export class ContractHttpException extends HttpException {
  constructor(readonly body: HttpErrorBody) {
    super(body, body.statusCode);
  }
}

export function httpError(statusCode: number, message: string, errors?: Record<string, string>): ContractHttpException {
  return new ContractHttpException(httpErrorBody(statusCode, message, errors));
}

export function httpErrorBody(statusCode: number, message: string, errors?: Record<string, string>): HttpErrorBody {
  const body: HttpErrorBody = { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' };
  if (errors) body.errors = errors;
  return body;
}
