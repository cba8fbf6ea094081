import { truncateAddress } from './truncate-address';

describe('truncateAddress', () => {
  it('keeps the network, not the host', () => {
    expect(truncateAddress('190.98.1.77')).toBe('190.98.1.0');
    expect(truncateAddress('::ffff:190.98.1.77')).toBe('190.98.1.0');
    expect(truncateAddress('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd::');
    expect(truncateAddress('2001:db8::1')).toBe('2001:db8:0::');
    expect(truncateAddress('geen adres')).toBeNull();
  });
});
