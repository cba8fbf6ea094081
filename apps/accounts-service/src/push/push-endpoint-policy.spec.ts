import { allowedPushHost, isPrivateAddress, KNOWN_PUSH_HOSTS, parsePushHosts } from './push-endpoint-policy';

describe('push endpoint policy', () => {
  it('accepts https on the browsers’ push services only', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://wns2-am3p.notify.windows.com/w/?token=x',
      'https://web.push.apple.com/QGe',
    ])
      expect(allowedPushHost(endpoint, KNOWN_PUSH_HOSTS)).toBeDefined();
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://notify.windows.com/w',
      'https://evil.com/?fcm.googleapis.com',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'not a url',
    ])
      expect(allowedPushHost(endpoint, KNOWN_PUSH_HOSTS)).toBeUndefined();
  });

  it('lets PUSH_ENDPOINT_HOSTS replace the list, with http:// for a named loopback host only', () => {
    const hosts = parsePushHosts('http://127.0.0.1:4100, push.example.sr');
    expect(allowedPushHost('http://127.0.0.1:4100/push/1', hosts)).toBeDefined();
    expect(allowedPushHost('http://127.0.0.1:4101/push/1', hosts)).toBeUndefined();
    expect(allowedPushHost('https://push.example.sr/1', hosts)).toBeDefined();
    expect(allowedPushHost('https://fcm.googleapis.com/fcm/send/abc', hosts)).toBeUndefined();
    expect(() => parsePushHosts('http://push.example.sr')).toThrow('loopback');
    expect(() => parsePushHosts('https://push.example.sr/path')).toThrow('host[:port]');
    // A private address named in the list is still no push service.
    expect(allowedPushHost('https://10.1.2.3/push', parsePushHosts('10.1.2.3'))).toBeUndefined();
  });

  it('knows the private, loopback and link-local addresses', () => {
    for (const address of [
      '10.0.0.1',
      '127.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
    ])
      expect(isPrivateAddress(address)).toBe(true);
    for (const address of ['142.250.74.10', '2a00:1450:4001:82b::200a', '172.32.0.1']) expect(isPrivateAddress(address)).toBe(false);
  });
});
