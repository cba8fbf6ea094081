import { ValidationPipe } from '@nestjs/common';
import { COMMON_MESSAGES, ErrorCode } from '@surimarkt/contracts';
import { rpcError } from './rpc-error';
import { firstMessage, toFieldErrors } from './validation-errors';

/**
 * The services validate every payload again with the same contract DTO the gateway used:
 * a message that skipped the gateway is held to the same rules.
 */
export function rpcValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    exceptionFactory: (errors) => {
      const fieldErrors = toFieldErrors(errors);
      return rpcError(ErrorCode.Validation, firstMessage(fieldErrors, COMMON_MESSAGES.validationFailed), fieldErrors);
    },
  });
}
