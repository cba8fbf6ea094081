import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync } from 'class-validator';
import * as contracts from '../index';
import { isFreeOfControlCharacters } from './text-rules';

// Text that is stored must be free of control characters (a NUL breaks PostgreSQL's text columns with a 500).
// Fields that are never stored as text: secrets that are only hashed or compared, and values the server makes.
const NOT_STORED = new Set(['password', 'confirmPassword', 'currentPassword', 'newPassword', 'token', 'sig', 'deviceToken', 'ip']);

describe('text rules', () => {
  it('refuses a NUL in every text field of every request body, so none can reach a text column', () => {
    const storage = getMetadataStorage();
    const accepted: string[] = [];
    for (const [name, value] of Object.entries(contracts)) {
      if (typeof value !== 'function' || !value.prototype) continue;
      const rules = storage.getTargetValidationMetadatas(value, '', true, false);
      const textFields = new Set(rules.filter((r) => r.name === 'isString').map((r) => r.propertyName));
      // A field checked only in some states (a rejection's reason) is judged with them by its own tests.
      const conditional = new Set(rules.filter((r) => r.type === 'conditionalValidation').map((r) => r.propertyName));
      for (const field of textFields) {
        if (NOT_STORED.has(field) || conditional.has(field)) continue;
        const body = plainToInstance(value as new () => object, { [field]: 'Fiets\u0000 te koop' });
        if (!validateSync(body).some((error) => error.property === field)) accepted.push(`${name}.${field}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('finds a control character however deep in a nested value', () => {
    expect(isFreeOfControlCharacters({ a: [{ b: 'ok\u0000' }] }, true)).toBe(false);
    expect(isFreeOfControlCharacters({ 'sleutel\u0000': 'x' }, true)).toBe(false);
    expect(isFreeOfControlCharacters({ a: ['regel 1\nregel 2\t.'] }, true)).toBe(true);
  });
});
