// Fuzzes every route the server registered with malformed bodies, params and queries: never a 5xx, every error `{ errors: [...] }`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../../schema';
import { errorBody } from '../../schema/errors';
import type { Session } from '../../schema/session';
import { encodeCursor } from '../../server/core/opaque-cursor';
import { registeredRoutes, type RegisteredRoute } from './support/route-list';
import { DEMO_PASSWORD, drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A fixed budget: the suite stays bounded as routes are added (each route gets the same cases). */
const TIME_BUDGET_MS = 240_000;

/** Every field name the contract knows, so wrong values land on the names the routes actually read. */
function contractFieldNames(): string[] {
  const names = new Set<string>();
  for (const value of Object.values(contract)) {
    if (value instanceof z.ZodObject) for (const key of Object.keys(value.shape)) names.add(key);
  }
  return [...names].sort();
}

const deep = (levels: number, leaf: string) => '['.repeat(levels) + leaf + ']'.repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
/** Cursors of the server's own form (docs/api-paging.md) holding a date PostgreSQL cannot read, one per list in time order. */
const yearZeroCursors = (['posts', 'comments', 'chats'] as const).map((list) => encodeCursor(list, ['0000-01-01T00:00:00.000Z', 1]));

/** Parameters that open something in the seeded community (an id, the first group's key), so queries and bodies reach the handlers' parsing. */
const PLAIN_PARAMS = ['1', 'welcome'];
const PARAM_VALUES = ['%ff', '%c0%ae', '%00', 'x'.repeat(3_000), '-1', '0', '99999999999999999999999', '1e400', '..%2F..%2Fetc', '%20', 'NaN'];
const QUERY_VALUES = ['%00', '%ff', '-1', '99999999999999999999999', '1.5', 'x'.repeat(3_000), ...yearZeroCursors, '', 'true'];

interface BodyCase {
  name: string;
  payload: string;
  contentType?: string;
}

function bodyCases(fields: string[]): BodyCase[] {
  const everyField = (v: unknown) => JSON.stringify(Object.fromEntries(fields.map((f) => [f, v])));
  return [
    { name: 'array nested 2,500 deep', payload: deep(2_500, '1') },
    { name: 'object nested 2,500 deep', payload: deepObject(2_500) },
    { name: 'nested 2,500 deep in a field', payload: `{"${fields[0]}":${deep(2_500, '"x"')}}` },
    { name: 'NUL in every field', payload: everyField('a\u0000b') },
    { name: 'only NUL in every field', payload: everyField('\u0000') },
    { name: 'huge strings', payload: everyField('x'.repeat(20_000)) },
    { name: 'over the body limit', payload: everyField('x'.repeat(300_000)).slice(0, 300_000) },
    { name: 'negative numbers', payload: everyField(-1) },
    { name: 'huge numbers', payload: everyField(1e308) },
    { name: 'huge integers', payload: everyField(1e23) },
    { name: 'fractions', payload: everyField(1.5) },
    { name: 'booleans', payload: everyField(true) },
    { name: 'nulls', payload: everyField(null) },
    { name: 'arrays for values', payload: everyField(['a', 1]) },
    { name: 'objects for values', payload: everyField({ a: 1 }) },
    { name: 'a year 0000 cursor', payload: everyField(yearZeroCursors[0]) },
    { name: 'an array body', payload: '[1,2]' },
    { name: 'a string body', payload: '"text"' },
    { name: 'a null body', payload: 'null' },
    { name: 'invalid JSON', payload: '{"a": ' },
    { name: 'a lone NUL', payload: '\u0000' },
    { name: 'an empty JSON body', payload: '' },
    { name: 'plain text', payload: 'email=a', contentType: 'text/plain' },
    { name: 'a form', payload: 'email=a&password=b', contentType: 'application/x-www-form-urlencoded' },
    { name: 'broken multipart', payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc', contentType: 'multipart/form-data; boundary=x' },
    { name: 'multipart without boundary', payload: 'abc', contentType: 'multipart/form-data' },
    { name: 'a made-up type', payload: '{}', contentType: 'application/x-nonsense' },
  ];
}

/** Fills every parameter with `value` (already URL-encoded where it contains %). */
const withParams = (url: string, value: string) => url.replace(/:\w+/g, value).replace(/\*$/, value);

/** Each value in every field at once, and alone in the fields routes read (one bad field must not hide another's check). */
function queryCases(fields: string[], alone: string[]): string[] {
  const all = (v: string) => fields.map((f) => `${f}=${v}`).join('&');
  const single = alone.flatMap((f) => QUERY_VALUES.map((v) => `${f}=${v}`));
  return [...QUERY_VALUES.map(all), ...single, `${all('a')}&${all('b')}`, 'cursor[a]=1&limit[]=2', '%ff=1', '=&&='];
}

describe.each(drivers)('fuzzing every route on %s', (driver) => {
  const ctx = useTestApp(driver, { app: () => ({ rateLimitMultiplier: 1_000 }) });
  let routes: RegisteredRoute[];
  let member: Session | null = null;
  const fields = contractFieldNames();
  const sent = { requests: 0, ms: 0 };
  const failures: string[] = [];

  beforeAll(() => {
    routes = registeredRoutes(ctx.app);
  });
  afterAll(() => {
    console.log(`fuzz on ${driver}: ${routes.length} routes, ${sent.requests} requests in ${(sent.ms / 1000).toFixed(1)} s`);
  });

  /** A live member session; a fuzzed sign-out or deletion may have ended the last one. */
  async function memberSession(): Promise<Session> {
    if (member) {
      const me = await ctx.api.call('GET', '/api/v1/me', { session: member });
      if (me.status === 200) return member;
    }
    for (const email of ['noah@example.com', 'leila@example.com', 'tomas@example.com', 'grace@example.com']) {
      const res = await ctx.api.call<Session>('POST', '/api/v1/sessions', { body: { email, password: DEMO_PASSWORD }, remoteAddress: '10.0.0.9' });
      if (res.status === 201) return (member = res.body);
    }
    throw new Error('no seeded member can sign in any more');
  }

  async function send(route: RegisteredRoute, what: string, url: string, session: Session | null, body?: BodyCase): Promise<void> {
    const headers: Record<string, string> = {};
    if (session) Object.assign(headers, { 'x-secret-id': session.secret_id, 'x-secret': session.secret });
    if (body) headers['content-type'] = body.contentType ?? 'application/json';
    const res = await ctx.app.inject({ method: route.method as 'GET', url, headers, payload: body?.payload });
    sent.requests += 1;
    const where = `${route.method} ${route.url} (${what}, ${session ? 'member' : 'visitor'}) -> ${res.statusCode}`;
    if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
    if (res.statusCode >= 400) {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(res.body);
      } catch {
        // not JSON: reported below
      }
      if (!errorBody.safeParse(parsed).success) failures.push(`${where}: not { errors }: ${res.body.slice(0, 200)}`);
    }
  }

  it('answers every malformed request with a 4xx (or success) and the project error shape', { timeout: TIME_BUDGET_MS + 30_000 }, async () => {
    expect(routes.length).toBeGreaterThan(40);
    const started = Date.now();
    const bodies = bodyCases(fields);
    const queries = queryCases(['cursor', 'limit', 'to', 'before', 'after', 'page', 'id', 'key', 'token', 'email', 'X-Secret-Id', 'X-Secret'], ['cursor', 'limit', 'to', 'X-Secret-Id']);
    for (const route of routes) {
      for (const asMember of [false, true]) {
        const session = asMember ? await memberSession() : null;
        const hasParams = /[:*]/.test(route.url);
        for (const value of hasParams ? PARAM_VALUES : []) await send(route, `param ${value.slice(0, 12)}`, withParams(route.url, value), session);
        for (const plain of hasParams ? PLAIN_PARAMS.map((p) => withParams(route.url, p)) : [route.url]) {
          for (const query of queries) await send(route, `query ${query.slice(0, 24)}`, `${plain}?${query}`, session);
          if (!METHODS_WITH_BODY.has(route.method)) continue;
          for (const body of bodies) await send(route, `body ${body.name} at ${plain}`, plain, session, body);
        }
      }
      expect(Date.now() - started, `time budget spent at ${route.method} ${route.url}`).toBeLessThan(TIME_BUDGET_MS);
    }
    sent.ms = Date.now() - started;
    expect(failures, failures.slice(0, 400).join('\n')).toEqual([]);
  });

  it('answers unknown routes and unsupported methods with the project error shape', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing-here'],
      ['PUT', '/api/v1/sessions'],
      ['PATCH', '/api/v1/configuration'],
      ['GET', '/api/%ff'],
      ['GET', `/api/v2/posts/${'9'.repeat(3_000)}`],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(errorBody.safeParse(res.json()).success, `${method} ${url}: ${res.body}`).toBe(true);
    }
  });
});
