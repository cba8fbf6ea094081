// The drill's load: people reading, searching, logging in, posting ads, messaging sellers and browsing (analytics
// events), and the operator approving, spread over every gateway as a load balancer would. It remembers each write
// the product accepted, for drill-checks.mjs to find again; the seller written to has a device subscribed to pushes
// at the drill's push service, so each accepted message is a push expected.
import { randomBytes } from 'node:crypto';

const PEOPLE = 20;
const PASSWORD = 'Geheim12!';
/** The ads-service allows 20 messages per sender per 10 minutes: each person stays under it. */
const MESSAGES_PER_PERSON = 19;
const WORKERS = 8;
const REQUEST_TIMEOUT_MS = 15_000;
const EVENTS_PER_BATCH = 5;
/** How often each kind of request comes, out of the sum. */
const MIX = { read: 30, search: 20, login: 8, post: 10, approve: 10, message: 12, event: 10 };

export async function createLoad(baseUrls, db, pushService) {
  const run = `drill${randomBytes(3).toString('hex')}`;
  let turn = 0;
  let started = Date.now();
  const failures = [];
  const perKind = {};
  /** The drill's phases (steady, rolling restart, SIGKILL): a request counts in the one it was sent in. */
  let phase = 'steady';
  const perPhase = {};
  /** What the product accepted (a 2xx answer): ad ids, and the texts of the messages and events. */
  const written = { posted: [], decided: new Set(), accepted: new Set(), sent: new Set(), sentAt: new Map(), pushDevice: null };
  let rerouted = 0;

  /**
   * One request through the next gateway; counted (unless `setup`) and answered as { status, body }. A gateway that
   * refuses the connection (stopped, or not up again yet) never saw the request: like a load balancer, the next one
   * gets it. Any other error is a failure.
   */
  async function call(kind, method, path, { cookie, json, admin, setup = false } = {}) {
    const counts = setup ? { sent: 0, failed: 0 } : (perKind[kind] ??= { sent: 0, failed: 0 });
    const during = setup ? { sent: 0, failed: 0, inFlight: 0 } : (perPhase[phase] ??= { sent: 0, failed: 0, inFlight: 0 });
    const sentIn = phase;
    counts.sent++;
    during.sent++;
    during.inFlight++;
    const first = turn++;
    try {
      for (let attempt = 0; ; attempt++) {
        const baseUrl = baseUrls[(first + attempt) % baseUrls.length];
        const answer = await once(baseUrl, method, path, { cookie, json, admin });
        if (answer.refused && attempt + 1 < baseUrls.length) {
          rerouted++;
          continue;
        }
        if (!answer.ok && !setup) {
          counts.failed++;
          during.failed++;
          const at = (Date.now() - started) / 1000;
          failures.push({ at, phase: sentIn, kind, status: answer.status, error: answer.error, gateway: baseUrl });
        }
        return answer;
      }
    } finally {
      during.inFlight--;
    }
  }

  async function once(baseUrl, method, path, { cookie, json, admin }) {
    try {
      const res = await fetch(`${baseUrl}/api${path}`, {
        method,
        headers: {
          origin: baseUrl,
          ...(cookie ? { cookie } : {}),
          ...(admin ? { 'admin-token': admin } : {}),
          ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: json !== undefined ? JSON.stringify(json) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = await res.json().catch(() => null);
      const setCookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      return { ok: res.ok, status: res.status, body, cookie: setCookie };
    } catch (error) {
      const code = error?.cause?.code ?? error?.name ?? String(error);
      return { ok: false, status: 0, body: null, refused: code === 'ECONNREFUSED', error: code };
    }
  }

  // The cast, before the clock starts: people with confirmed addresses, the operator, the ads they will write to.
  const people = [];
  for (let i = 0; i < PEOPLE; i++) {
    const email = `${run}-${i}@example.sr`;
    await call('setup', 'POST', '/auth/register', {
      json: { firstName: 'Drill', lastName: `Persoon ${i}`, email, password: PASSWORD, confirmPassword: PASSWORD },
      setup: true,
    });
    people.push({ email, cookie: null, messages: 0, conversation: null });
  }
  await db.query(`UPDATE accounts.users SET is_email_verified = true WHERE email LIKE $1`, [`${run}-%`]);
  for (const person of people) {
    const res = await call('setup', 'POST', '/auth/login', { json: { email: person.email, password: PASSWORD }, setup: true });
    if (!res.cookie) throw new Error(`drill: ${person.email} could not log in (${res.status})`);
    person.cookie = res.cookie;
  }
  // The seller of the demo ads (every message goes to one of them) turns push notifications on, on one device.
  const seller = await call('setup', 'POST', '/auth/demo-login', { json: {}, setup: true });
  const device = pushService.newDevice();
  const subscribed = await call('setup', 'POST', '/push/subscriptions', {
    cookie: seller.cookie,
    json: { endpoint: device.endpoint, keys: device.keys },
    setup: true,
  });
  if (subscribed.status !== 201) throw new Error(`drill: the seller could not subscribe to pushes (${subscribed.status})`);
  written.pushDevice = device;
  const adminLogin = await call('setup', 'POST', '/admin/login', { json: { password: 'admin' }, setup: true });
  const adminToken = adminLogin.body?.token;
  if (!adminToken) throw new Error(`drill: the operator could not log in (${adminLogin.status})`);
  const [{ id: categoryId }] = (await db.query(`SELECT id FROM ads.categories WHERE slug = 'elektronica'`)).rows;
  const adIds = (await db.query(`SELECT id FROM ads.ads WHERE status = 'approved' ORDER BY id LIMIT 50`)).rows.map((r) => r.id);
  const titles = (await db.query(`SELECT title FROM ads.ads WHERE status = 'approved' ORDER BY id LIMIT 50`)).rows;
  const words = [...new Set(titles.map((r) => r.title.split(' ')[0].toLowerCase()))];
  let n = 0;
  const pick = (list) => list[Math.floor(Math.random() * list.length)];

  const actions = {
    read: () => (Math.random() < 0.5 ? call('read', 'GET', '/ads?limit=20') : call('read', 'GET', `/ads/${pick(adIds)}`)),
    search: () => call('search', 'GET', `/ads?q=${encodeURIComponent(pick(words))}`),
    login: () => call('login', 'POST', '/auth/login', { json: { email: pick(people).email, password: PASSWORD } }),
    post: async () => {
      const person = pick(people);
      const res = await call('post', 'POST', '/ads', {
        cookie: person.cookie,
        json: {
          title: `Drill ${run} advertentie ${++n}`,
          description: 'Een advertentie van de storingsoefening.',
          price: 1000 + n,
          currency: 'SRD',
          categoryId,
          location: 'Paramaribo',
          phone: '+597 8123456',
          agreeToTerms: true,
          images: [],
        },
      });
      if (res.body?.ad?.id && res.status < 300) written.posted.push(res.body.ad.id);
    },
    approve: async () => {
      const open = written.posted.filter((id) => !written.decided.has(id));
      if (!open.length) return actions.read();
      const id = open[0];
      const res = await call('approve', 'PATCH', `/ads/${id}/status`, { admin: adminToken, json: { status: 'approved' } });
      if (res.status < 300 && res.status > 0) written.decided.add(id);
    },
    message: async () => {
      const person = people.find((p) => p.messages < MESSAGES_PER_PERSON && !p.busy);
      if (!person) return actions.read();
      person.busy = true;
      person.messages++;
      const text = `${run} bericht ${++n}`;
      const sentIn = phase;
      try {
        const res = person.conversation
          ? await call('message', 'POST', `/conversations/${person.conversation}/messages`, { cookie: person.cookie, json: { text } })
          : await call('message', 'POST', `/ads/${pick(adIds)}/conversations`, { cookie: person.cookie, json: { text } });
        if (res.status >= 200 && res.status < 300) {
          written.sent.add(text);
          written.sentAt.set(text, { at: Date.now(), phase: sentIn });
          person.conversation ??= res.body?.conversation?.id ?? null;
        }
      } finally {
        person.busy = false;
      }
    },
    event: async () => {
      const events = Array.from({ length: EVENTS_PER_BATCH }, () => ({
        actionType: 'search',
        actionData: { query: `${run} zoekt ${++n}` },
      }));
      const res = await call('event', 'POST', '/analytics/batch', { json: { events } });
      if (res.status === 202) for (const event of events) written.accepted.add(event.actionData.query);
    },
  };
  const weighted = Object.entries(MIX).flatMap(([kind, weight]) => Array(weight).fill(kind));

  return {
    marker: run,
    call,
    adminToken,
    written,
    /** Drives the load from `start` (the drill's clock) until `isDone()`. */
    async run(start, isDone) {
      started = start;
      await Promise.all(
        Array.from({ length: WORKERS }, async () => {
          while (!isDone()) await actions[pick(weighted)]();
        }),
      );
    },
    /** Requests sent from now on count in `name`. */
    enterPhase(name) {
      phase = name;
      perPhase[name] ??= { sent: 0, failed: 0, inFlight: 0 };
    },
    /** Resolves once every request sent in phase `name` has its answer (so no later fault is blamed on it). */
    async answered(name) {
      while ((perPhase[name]?.inFlight ?? 0) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    requestFigures() {
      const sent = Object.values(perKind).reduce((sum, k) => sum + k.sent, 0);
      const failed = Object.values(perKind).reduce((sum, k) => sum + k.failed, 0);
      const phases = Object.entries(perPhase).map(([name, p]) => ({ name, sent: p.sent, failed: p.failed }));
      return { requests: { sent, failed, rerouted, perKind }, phases, failures };
    },
  };
}
