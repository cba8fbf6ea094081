import { type DataSource } from 'typeorm';

export interface TestPerson {
  id: string;
  cookie: string;
}

/**
 * Someone registered through the gateway, their address confirmed in the accounts schema (as the mailed link would),
 * and logged in: their id and the session cookie a browser would send.
 */
export async function registerPerson(
  gatewayUrl: string,
  accounts: DataSource,
  email: string,
  firstName: string,
  lastName = 'Test',
): Promise<TestPerson> {
  const password = 'Geheim12!';
  const post = (path: string, json: unknown) =>
    fetch(`${gatewayUrl}/api${path}`, {
      method: 'POST',
      headers: { origin: gatewayUrl, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
  await post('/auth/register', { firstName, lastName, email, password, confirmPassword: password });
  await accounts.query(`UPDATE accounts.users SET is_email_verified = true WHERE email = $1`, [email]);
  const res = await post('/auth/login', { email, password });
  const { user } = (await res.json()) as { user: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: user.id, cookie };
}
