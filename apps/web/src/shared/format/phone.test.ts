import { describe, expect, it } from 'vitest';
import { phoneE164 } from './phone';

describe('phoneE164', () => {
  it("gives a Surinamese number written the local way Suriname's +597", () => {
    expect(phoneE164('8123456')).toBe('+5978123456');
    expect(phoneE164('812-3456')).toBe('+5978123456');
    expect(phoneE164('(0) 471 234')).toBe('+597471234');
  });
  it('keeps a number that already carries its country code, however it is written', () => {
    expect(phoneE164('+597 812 3456')).toBe('+5978123456');
    expect(phoneE164('00597 8123456')).toBe('+5978123456');
    expect(phoneE164('597 8123456')).toBe('+5978123456');
    expect(phoneE164('+31 6 1234 5678')).toBe('+31612345678');
    expect(phoneE164('0031612345678')).toBe('+31612345678');
  });
  it('has no number without digits', () => {
    expect(phoneE164('')).toBeNull();
    expect(phoneE164(null)).toBeNull();
    expect(phoneE164('geen')).toBeNull();
  });
});
