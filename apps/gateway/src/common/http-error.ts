import { STATUS_CODES } from 'node:http';
import { HttpException } from '@nestjs/common';
import { type HttpErrorBody } from '@surimarkt/contracts';

/** An HttpException whose response already is the contract's error body. */
export function httpError(statusCode: number, message: string, errors?: Record<string, string>): HttpException {
  return new HttpException(httpErrorBody(statusCode, message, errors), statusCode);
}

export function httpErrorBody(statusCode: number, message: string, errors?: Record<string, string>): HttpErrorBody {
  const body: HttpErrorBody = { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' };
  if (errors) body.errors = errors;
  return body;
}

export function isHttpErrorBody(value: unknown): value is HttpErrorBody {
  const body = value as HttpErrorBody;
  return typeof body === 'object' && body !== null && typeof body.statusCode === 'number'
    && typeof body.message === 'string' && typeof body.error === 'string';
}
