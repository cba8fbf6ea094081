import { COMMON_MESSAGES } from '@surimarkt/contracts';
import { firstMessage, toFieldErrors } from '@surimarkt/server';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { httpError } from './http-error';

/** For inputs assembled from several parts of a request (path + query), validated as one contract DTO. */
export async function validateDto<T extends object>(type: new () => T, plain: object): Promise<T> {
  const instance = plainToInstance(type, plain);
  const errors = await validate(instance, { whitelist: true });
  if (errors.length) {
    const fieldErrors = toFieldErrors(errors);
    throw httpError(400, firstMessage(fieldErrors, COMMON_MESSAGES.validationFailed), fieldErrors);
  }
  return instance;
}
