// After the drill's load: the operator decides what is still open, then every write the product accepted is looked
// for where it must end up. Figures that differ are a loss.

/** How long the figures may take to agree once the load stops (events and review go through JetStream). */
const SETTLE_MS = 60_000;
/** A message's push reaches the push service within this (issue 42: as quick as WhatsApp). */
const PUSH_WITHIN_MS = 10_000;

async function figuresOf(load, db, pushService) {
  const { marker, written } = load;
  const posted = written.posted;
  const one = async (sql, params) => Number((await db.query(sql, params)).rows[0].n);
  return {
    ads: {
      posted: posted.length,
      stored: await one(`SELECT count(*) AS n FROM ads.ads WHERE id = ANY($1)`, [posted]),
      queued: await one(`SELECT count(*) AS n FROM moderation.review_queue WHERE ad_id = ANY($1)`, [posted]),
      decided: await one(
        `SELECT count(*) AS n FROM ads.ads a JOIN moderation.review_queue q ON q.ad_id = a.id
          WHERE a.id = ANY($1) AND a.status = 'approved' AND q.state <> 'pending'`,
        [posted],
      ),
    },
    events: compare(
      written.accepted,
      await texts(db, `SELECT action_data->>'query' AS t FROM analytics.activities WHERE action_data->>'query' LIKE $1`, marker),
      'accepted',
      'stored',
    ),
    messages: compare(written.sent, await texts(db, `SELECT text AS t FROM ads.messages WHERE text LIKE $1`, marker), 'sent', 'delivered'),
    pushes: pushFigures(load, pushService),
  };
}

/**
 * Each accepted message against the pushes the seller's device received (decrypted by the drill's push service, the
 * message's text in the body): received once each, none twice, and how long after the message's answer each came.
 * `late` counts per phase the pushes slower than PUSH_WITHIN_MS, `twice` those received more than once: a replica
 * killed between the push service's answer and its own record of it cannot know the push went out, and sends it again
 * (at least once, never lost), so the drill judges both outside the SIGKILL phase only.
 */
function pushFigures(load, pushService) {
  const { marker, written } = load;
  const received = new Map();
  for (const push of pushService.pushesFor(written.pushDevice)) {
    const body = String(push.payload?.body ?? '');
    const text = body.slice(body.indexOf(`${marker} `));
    received.set(text, [...(received.get(text) ?? []), push.receivedAt]);
  }
  const late = {};
  const twice = {};
  let slowestMs = 0;
  let arrived = 0;
  for (const [text, sent] of written.sentAt) {
    const times = received.get(text) ?? [];
    const at = times[0];
    if (at === undefined) continue;
    arrived++;
    if (times.length > 1) twice[sent.phase] = (twice[sent.phase] ?? 0) + 1;
    const delay = Math.max(0, at - sent.at);
    slowestMs = Math.max(slowestMs, delay);
    if (delay > PUSH_WITHIN_MS) late[sent.phase] = (late[sent.phase] ?? 0) + 1;
  }
  const unexpected = [...received.keys()].filter((text) => !written.sentAt.has(text)).length;
  return { expected: written.sentAt.size, received: arrived, missing: written.sentAt.size - arrived, twice, unexpected, late, slowestMs };
}

async function texts(db, sql, marker) {
  return new Set((await db.query(sql, [`${marker} %`])).rows.map((r) => r.t));
}

/**
 * Accepted writes against those found, one by one: `missing` were accepted and are not there (a loss); `unanswered` are
 * there though their request failed (its answer was lost, not the write), shown but not a loss.
 */
function compare(accepted, found, acceptedName, foundName) {
  const missing = [...accepted].filter((t) => !found.has(t)).length;
  const unanswered = [...found].filter((t) => !accepted.has(t)).length;
  return { [acceptedName]: accepted.size, [foundName]: accepted.size - missing, missing, unanswered };
}

const losses = (f) =>
  [
    f.ads.stored !== f.ads.posted && `ads posted ${f.ads.posted}, stored ${f.ads.stored}`,
    f.ads.queued !== f.ads.posted && `ads posted ${f.ads.posted}, queued for review ${f.ads.queued}`,
    f.ads.decided !== f.ads.posted && `ads posted ${f.ads.posted}, decided ${f.ads.decided}`,
    f.events.missing > 0 && `events accepted ${f.events.accepted}, stored ${f.events.stored}`,
    f.messages.missing > 0 && `messages sent ${f.messages.sent}, delivered ${f.messages.delivered}`,
    f.pushes.missing > 0 && `pushes expected ${f.pushes.expected}, received ${f.pushes.received}`,
  ].filter(Boolean);

/** Decides every posted ad still open (as the operator would, retrying what failed), then waits for the figures to agree. */
export async function settle(load, db, pushService) {
  const deadline = Date.now() + SETTLE_MS;
  let figures;
  for (;;) {
    for (const id of load.written.posted.filter((ad) => !load.written.decided.has(ad))) {
      const res = await load.call('settle', 'PATCH', `/ads/${id}/status`, {
        admin: load.adminToken,
        json: { status: 'approved' },
        setup: true,
      });
      if (res.status > 0 && res.status < 300) load.written.decided.add(id);
    }
    figures = await figuresOf(load, db, pushService);
    if (!losses(figures).length || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { ...figures, lost: losses(figures) };
}

const extra = (f) => (f.unanswered ? ` (and ${f.unanswered} stored whose request failed: the answer was lost, not the write)` : '');

/** The report; `judged` names the phases in which any failed request fails the drill. */
export function reportText(r, judged) {
  const perSecond = new Map();
  for (const f of r.failures) {
    const second = Math.floor(f.at);
    const key = `${f.phase} ${f.kind} ${f.status || f.error}`;
    const bucket = perSecond.get(second) ?? new Map();
    perSecond.set(second, bucket.set(key, (bucket.get(key) ?? 0) + 1));
  }
  const lines = [
    `requests: ${r.requests.sent} sent, ${r.requests.failed} failed` +
      ` (${r.requests.rerouted} refused by a stopped gateway and sent to the other, as a load balancer does)`,
    `  per kind: ${Object.entries(r.requests.perKind)
      .map(([kind, k]) => `${kind} ${k.sent}/${k.failed} failed`)
      .join(', ')}`,
    ...r.phases.map(
      (p) =>
        `  ${p.name}: ${p.sent} sent, ${p.failed} failed` +
        (judged.has(p.name) ? ' (any failure fails the drill)' : ' (only the requests the killed replicas held may fail)'),
    ),
    ...[...perSecond].map(([second, kinds]) => `  failed at t=${second}s: ${[...kinds].map(([k, n]) => `${n}× ${k}`).join(', ')}`),
    'faults:',
    ...r.timeline.map((line) => `  ${line}`),
    `ads: posted ${r.ads.posted} = stored ${r.ads.stored} = queued for review ${r.ads.queued} = decided ${r.ads.decided}`,
    `events: accepted ${r.events.accepted} = stored ${r.events.stored}${extra(r.events)}`,
    `messages: sent ${r.messages.sent} = delivered ${r.messages.delivered}${extra(r.messages)}`,
    `pushes: expected ${r.pushes.expected} = received ${r.pushes.received}, ${
      Object.entries(r.pushes.twice)
        .map(([phase, n]) => `${n} twice in ${phase}`)
        .join(', ') || 'none twice'
    }, slowest ${r.pushes.slowestMs} ms` +
      (Object.keys(r.pushes.late).length
        ? `; later than ${PUSH_WITHIN_MS / 1000} s: ${Object.entries(r.pushes.late)
            .map(([phase, n]) => `${n} in ${phase}`)
            .join(', ')}`
        : `; each within ${PUSH_WITHIN_MS / 1000} s`) +
      (r.pushes.unexpected ? ` (and ${r.pushes.unexpected} for messages whose request failed: the answer was lost, not the write)` : ''),
    r.lost.length ? `LOST: ${r.lost.join('; ')}` : 'no accepted write lost',
    r.failedPhases.length ? `FAILED REQUESTS in: ${r.failedPhases.join(', ')}` : `no request failed in: ${[...judged].join(', ')}`,
  ];
  return lines.join('\n');
}
