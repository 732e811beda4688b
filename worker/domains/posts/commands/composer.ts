// Composer lookups on the server when online: members to mention and events to share (the mirror answers the rest).
import { apiPaths } from '../../../../schema/api-paths';
import { memberSearchResponse, shareableEventsResponse, type MemberSuggestion, type ShareableEvent } from '../../../../schema/composer-lookups';
import type { EngineContext } from '../../../commands/context';

export function composerCommands({ api }: EngineContext) {
  return {
    /** Members the server suggests for `@q`; rejects when offline (the app then shows what the mirror knows). */
    async searchMembers(q: string): Promise<MemberSuggestion[]> {
      const res = await api.client.request('GET', apiPaths.memberSearch, { query: { q }, schema: memberSearchResponse, retry: false });
      return res.members;
    },
    /** Upcoming events a post may share. */
    async events(): Promise<ShareableEvent[]> {
      return (await api.client.request('GET', apiPaths.events, { schema: shareableEventsResponse })).events;
    },
  };
}
