// Posts the page shows itself the moment the member sends them, until the mirror's own row (written by the engine) replaces them.
import type { LocalPost } from '../../schema/local-db';
import { draftPost, newClientId } from '../../schema/mirror/draft-rows';
import type { PostDraftInput } from '../../worker/domains/posts/commands/posts';
import { getEngine } from './engine';

/**
 * The engine writes a new post in its worker, and the page hears of it a few milliseconds and one live query later;
 * an echo is the same draft row built on the page (`draftPost`, as the engine builds it, with the client id the page
 * chose), so the post is on screen in the frame the member tapped Send. It lives only in this page's memory: the
 * engine's row is the truth, and an echo goes once the wall's rows hold its uid, or at once if the engine refused it.
 */
const echoes = new Map<string, LocalPost>();
let snapshot: LocalPost[] = [];
const listeners = new Set<() => void>();

function changed(): void {
  snapshot = [...echoes.values()];
  for (const l of listeners) l();
}

/** Follows the page's echoes (a `useSyncExternalStore` source, with `currentEchoes`). */
export function subscribeEchoes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The echoes now, the same array until they change. */
export const currentEchoes = (): LocalPost[] => snapshot;

/** Forgets an echo: its row is in the mirror now, or the engine did not take the post. */
export function dropEcho(uid: string): void {
  if (echoes.delete(uid)) changed();
}

/** How long an echo may stay once the engine has the post: long past any live query's answer. */
const ECHO_AFTER_COMMIT_MS = 2_000;

/**
 * Sends a post through the engine, showing it at once: the echo goes up before the engine is asked, and comes down if
 * the engine refuses (the composer then shows why and keeps the text). Without the member's id (user data not on the
 * device yet) there is no echo, and the engine answers as it would.
 */
export async function sendPost(wall: { key: string; id: number }, authorId: number | undefined, draft: PostDraftInput): Promise<void> {
  const clientId = newClientId();
  if (authorId === undefined) {
    await getEngine().posts.create(wall.key, draft, clientId);
    return;
  }
  const { attachments: _files, shared_event: _card, ...body } = draft;
  const echo = draftPost({ clientId, authorId, wallKey: wall.key, groupId: wall.id, body, shared: null, now: new Date() });
  echoes.set(echo.uid, echo);
  changed();
  try {
    await getEngine().posts.create(wall.key, draft, clientId);
  } catch (err) {
    dropEcho(echo.uid);
    throw err;
  }
  // The row is in the mirror now; a wall on screen drops the echo as its rows arrive. Should they never arrive there
  // (the wall closed, the post already cancelled), the echo must not outlive them.
  setTimeout(() => dropEcho(echo.uid), ECHO_AFTER_COMMIT_MS);
}
