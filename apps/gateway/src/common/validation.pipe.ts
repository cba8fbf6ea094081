import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { COMMON_MESSAGES } from '@surimarkt/contracts';
import { firstMessage, toFieldErrors } from '@surimarkt/server';
import { httpError } from './http-error';

/** Query parameters that take a list ('ids=1,2', 'ids=1&ids=2' or 'ids[]=1&ids[]=2'); every other one takes one value. */
const LIST_PARAMETERS = new Set(['ids']);

/**
 * A parameter in a shape it does not take ('search[]=x', 'search=a&search=b') is refused with 400 naming it,
 * rather than silently dropped (which answered the unfiltered list). A list parameter is folded to one list.
 */
export function normaliseQuery(query: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [rawKey, value] of Object.entries(query)) {
    const bracket = rawKey.indexOf('[');
    const key = bracket >= 0 ? rawKey.slice(0, bracket) : rawKey;
    const isShaped = bracket >= 0 || Array.isArray(value) || (typeof value === 'object' && value !== null);
    if (!isShaped) {
      if (LIST_PARAMETERS.has(key) && key in result) result[key] = [...[result[key]].flat(), value];
      else result[key] = value;
    } else if (LIST_PARAMETERS.has(key)) {
      result[key] = [...(key in result ? [result[key]].flat() : []), ...[value].flat()];
    } else {
      errors[key] = COMMON_MESSAGES.singleValue;
    }
  }
  if (Object.keys(errors).length) throw httpError(400, firstMessage(errors, COMMON_MESSAGES.validationFailed), errors);
  return result;
}

/** The same contract DTOs the services use, so a 400 here carries the very message the service would give. */
class GatewayValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const input = metadata.type === 'query' && value && typeof value === 'object' ? normaliseQuery(value as Record<string, unknown>) : value;
    return super.transform(input, metadata);
  }
}

export function gatewayValidationPipe(): ValidationPipe {
  return new GatewayValidationPipe({
    transform: true,
    whitelist: true,
    exceptionFactory: (errors) => {
      const fieldErrors = toFieldErrors(errors);
      return httpError(400, firstMessage(fieldErrors, COMMON_MESSAGES.validationFailed), fieldErrors);
    },
  });
}
