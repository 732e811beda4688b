// A member signed up through an engine of their own (onboarding, walkthrough and legal still ahead), tracked by the file's live server.
import { expect } from 'vitest';
import { engineFor, type Harness, type useLiveServer } from './engine-harness';

export const NEWCOMER_PASSWORD = 'sturdy-harbour-lantern-42';
let n = 0;

export async function signUpNewcomer(live: ReturnType<typeof useLiveServer>): Promise<Harness> {
  const h = live.track(engineFor(live.server));
  await h.engine.start(h.events);
  await h.engine.loadStartup();
  const id = `r${Date.now().toString(36)}${++n}`;
  expect(
    await h.engine.session.signUp({ email: `${id}@example.org`, password: NEWCOMER_PASSWORD, password_confirmation: NEWCOMER_PASSWORD, username: id, display_name: `R ${n}` }),
  ).toEqual({ ok: true });
  return h;
}
