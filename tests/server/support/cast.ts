// The seeded members most post tests act as (a host, the welcome group's admin, two plain members), and a fresh member of welcome.
import type { Session } from '../../../schema/session';
import { signUpMember } from './accounts';
import { setGroupRole } from './groups';
import type { TestContext } from './test-app';

export interface Cast {
  /** a host (users.role admin) */
  ada: Session;
  /** an admin of the welcome group, a plain member elsewhere (backstage) */
  leila: Session;
  /** a plain member, not in backstage */
  mia: Session;
  /** a plain member of backstage */
  noah: Session;
}

/** Signs the cast in and makes Leila an admin of welcome; call in beforeAll. */
export async function signInCast(ctx: TestContext): Promise<Cast> {
  const [ada, leila, mia, noah] = await Promise.all(
    ['admin@example.com', 'leila@example.com', 'member@example.com', 'noah@example.com'].map((email) => ctx.api.login(email)),
  );
  await setGroupRole(ctx.testDb.db, 'welcome', [leila!.user_id], 'admin');
  return { ada: ada!, leila: leila!, mia: mia!, noah: noah! };
}

/** A member who signed up just now and joined the welcome wall. */
export async function welcomeNewcomer(ctx: TestContext): Promise<Session> {
  const { session } = await signUpMember(ctx.api);
  const { groups } = (await ctx.api.call('GET', '/api/v2/groups', { session })).body as { groups: { id: number; key: string }[] };
  const joined = await ctx.api.call('POST', `/api/v2/groups/${groups.find((g) => g.key === 'welcome')!.id}/membership`, { session });
  if (joined.status !== 200) throw new Error(`joining welcome failed: ${joined.status}`);
  return session;
}
