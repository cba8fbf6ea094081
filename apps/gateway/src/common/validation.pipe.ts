import { ValidationPipe } from '@nestjs/common';
import { COMMON_MESSAGES } from '@surimarkt/contracts';
import { firstMessage, toFieldErrors } from '@surimarkt/server';
import { httpError } from './http-error';

/** The same contract DTOs the services use, so a 400 here carries the very message the service would give. */
export function gatewayValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    exceptionFactory: (errors) => {
      const fieldErrors = toFieldErrors(errors);
      return httpError(400, firstMessage(fieldErrors, COMMON_MESSAGES.validationFailed), fieldErrors);
    },
  });
}
