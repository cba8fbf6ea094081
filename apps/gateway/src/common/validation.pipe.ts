import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
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

/** Longer query strings are checked each time rather than kept. */
const MAX_KEPT_QUERY_CHARS = 512;

/** Freezes what is kept, so no handler can change the answer another request gets. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * The same contract DTOs the services use, so a 400 here carries the very message the service would give. A valid
 * query string already checked for a DTO is answered from memory: visitors ask the same lists over and over, and
 * class-transformer with class-validator cost a list read about a tenth of the gateway's time.
 */
class GatewayValidationPipe extends ValidationPipe {
  private readonly checkedQueries = new WeakMap<object, LRUCache<string, object>>();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'query' || !value || typeof value !== 'object') return super.transform(value, metadata);
    const input = normaliseQuery(value as Record<string, unknown>);
    const key = metadata.metatype ? JSON.stringify(input) : '';
    if (!metadata.metatype || key.length > MAX_KEPT_QUERY_CHARS) return super.transform(input, metadata);
    let checked = this.checkedQueries.get(metadata.metatype);
    if (!checked) this.checkedQueries.set(metadata.metatype, (checked = new LRUCache<string, object>({ max: 2000 })));
    const known = checked.get(key);
    if (known) return known;
    const dto: unknown = await super.transform(input, metadata);
    if (dto && typeof dto === 'object') checked.set(key, deepFreeze(dto));
    return dto;
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
