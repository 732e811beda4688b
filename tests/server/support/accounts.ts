// Helpers for account tests: fresh sign-up bodies, configuration changes, multipart bodies and tiny real images.
import { eq } from 'drizzle-orm';
import type { Configuration } from '../../../schema/configuration';
import type { Session } from '../../../schema/session';
import type { Database } from '../../../server/db/connect';
import { communityConfiguration } from '../../../server/domains/configuration/configuration-schema';
import { saveConfiguration } from '../../../server/domains/configuration/configuration';
import type { Api, Reply } from './test-app';

export const GOOD_PASSWORD = 'sturdy-harbour-lantern-42';
let counter = 0;

/** A sign-up body nobody has used yet. */
export function newMember(overrides: Record<string, unknown> = {}) {
  counter++;
  const id = `m${Date.now().toString(36)}${counter}`;
  return {
    email: `${id}@example.org`,
    password: GOOD_PASSWORD,
    password_confirmation: GOOD_PASSWORD,
    username: id,
    display_name: `Member ${counter}`,
    ...overrides,
  };
}

export async function signUpMember(api: Api, overrides: Record<string, unknown> = {}): Promise<{ session: Session; email: string; username: string }> {
  const body = newMember(overrides);
  const res: Reply<Session> = await api.call('POST', '/api/v1/accounts', { body });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { session: res.body, email: body.email as string, username: body.username as string };
}

/** A new member who joined a public group (by key) through the API, as a member would. */
export async function signUpInGroup(api: Api, key = 'welcome'): Promise<{ session: Session; email: string; username: string }> {
  const made = await signUpMember(api);
  const { groups } = (await api.call('GET', '/api/v2/groups', { session: made.session })).body as { groups: { id: number; key: string }[] };
  const joined = await api.call('POST', `/api/v2/groups/${groups.find((g) => g.key === key)!.id}/membership`, { session: made.session });
  if (joined.status >= 300) throw new Error(`joining ${key} failed: ${joined.status}`);
  return made;
}

/** Changes stored configuration keys, keeping the rest. */
export async function setConfig(db: Database, patch: Partial<Configuration>): Promise<void> {
  const [row] = await db.select().from(communityConfiguration).where(eq(communityConfiguration.id, 1));
  await saveConfiguration(db, { ...(row?.data ?? {}), ...patch });
}

/** A multipart/form-data body with one file field. */
export function multipart(field: string, filename: string, contentType: string, bytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Date.now().toString(16)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real 1x1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Runs `fn` with configuration keys changed, then puts the stored configuration back as it was. */
export async function withConfig<T>(db: Database, patch: Partial<Configuration>, fn: () => Promise<T>): Promise<T> {
  const [row] = await db.select().from(communityConfiguration).where(eq(communityConfiguration.id, 1));
  await setConfig(db, patch);
  try {
    return await fn();
  } finally {
    await saveConfiguration(db, row?.data ?? {});
  }
}

/**
 * Windows of attempt-limit tests: limits use fixed windows aligned to the clock, so a test that straddled the end
 * of a short one would see its count reset; a day makes that a one-in-tens-of-thousands chance per run.
 */
export const LIMIT_WINDOW_MS = 24 * 60 * 60_000;
