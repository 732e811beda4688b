// Composer lookups on the server when online: members to mention and events to share (the mirror answers the rest, and the events offline).
import { apiPaths } from '../../../../schema/api-paths';
import { memberSearchResponse, shareableEventsResponse, type MemberSuggestion, type ShareableEvent } from '../../../../schema/composer-lookups';
import type { EngineContext } from '../../../commands/context';

export function composerCommands({ api, db }: EngineContext) {
  return {
    /** Members the server suggests for `@q`; rejects when offline (the app then shows what the mirror knows). */
    async searchMembers(q: string): Promise<MemberSuggestion[]> {
      const res = await api.client.request('GET', apiPaths.memberSearch, { query: { q }, schema: memberSearchResponse, retry: false });
      return res.members;
    },
    /** Upcoming events a post may share: the server's first page, or offline the upcoming events the device holds. */
    async events(): Promise<ShareableEvent[]> {
      try {
        return (await api.client.request('GET', apiPaths.events, { schema: shareableEventsResponse, retry: false })).events;
      } catch {
        const now = new Date().toISOString();
        const held = await db.events.orderBy('starts_at').filter((e) => e.ends_at > now && e.cancelled_at === null).toArray();
        return held.map((e) => ({ id: e.id, name: e.name, starts_at: e.starts_at }));
      }
    },
  };
}
