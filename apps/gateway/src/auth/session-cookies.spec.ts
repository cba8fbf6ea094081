import { type Request } from 'express';
import { cookiesOf, mayCarrySession, readCookie, SESSION_COOKIE } from './session-cookies';

const request = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as Request;

describe('session cookies', () => {
  it('reads the session cookie however the header spaces it, as browsers and the session guard do', () => {
    for (const header of ['sm_session=abc', 'theme=dark; sm_session=abc', 'sm_session =abc', 'sm_session\t=abc', ' sm_session= abc'])
      expect([header, readCookie(request(header), SESSION_COOKIE)]).toEqual([header, 'abc']);
  });

  it('treats a value that is not valid percent-encoding as no cookie, never as an error', () => {
    expect(readCookie(request('sm_session=%E0%A4%A'), SESSION_COOKIE)).toBeUndefined();
    expect(cookiesOf(request('a=%E0%A4%A; b=1')).b).toBe('1');
    expect(readCookie(request('sm_session=a%2Fb'), SESSION_COOKIE)).toBe('a/b');
  });

  it('keeps a request with any session-like cookie out of the guest page cache', () => {
    for (const header of ['sm_session=abc', 'sm_session =abc', 'x=1;sm_session\t=abc', 'SM_SESSION=abc', 'sm_has_session=1'])
      expect([header, mayCarrySession(request(header))]).toEqual([header, true]);
    for (const header of [undefined, '', 'theme=dark', 'session=1'])
      expect([header, mayCarrySession(request(header))]).toEqual([header, false]);
  });
});
