import { resolveCountry } from './resolve-country';

describe('resolveCountry', () => {
  it('finds Suriname for a Telesur address and the US for a Google resolver', () => {
    expect(resolveCountry('190.98.1.1')).toBe('SR');
    expect(resolveCountry('8.8.8.8')).toBe('US');
    expect(resolveCountry('::ffff:190.98.1.1')).toBe('SR');
    expect(resolveCountry('2001:4860:4860::8888')).toBe('US');
  });

  it('says unknown for loopback, private and malformed addresses', () => {
    for (const address of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.10', '172.16.5.4', '', 'not-an-ip', '999.1.1.1']) {
      expect(resolveCountry(address)).toBe('unknown');
    }
  });
});
