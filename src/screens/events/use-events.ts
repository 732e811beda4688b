// Live reads of events on the device: a list's half (upcoming soonest first, past latest first), one event, the reminder settings, and whether the member may host.
import type { EventScope } from '../../../schema/events/event-rules';
import { EVENT_SETTINGS_ROW_ID, type LocalEvent, type LocalEventSettings } from '../../../schema/events/mirror';
import { useSession } from '../../app/session-context';
import { localDb } from '../../data/local-db';
import { useLiveQuery } from '../../hooks/use-live-query';

/** The events of one half, all groups' or one group's; an unsent answer shows on its event at once. */
export function useEventList(scope: EventScope, groupKey: string | null): LocalEvent[] | undefined {
  return useLiveQuery(async () => {
    const now = new Date().toISOString();
    const all = await localDb().events.orderBy('starts_at').toArray();
    const half = all.filter((e) => (scope === 'upcoming' ? e.ends_at > now : e.ends_at <= now) && (!groupKey || e.group_key === groupKey));
    return scope === 'upcoming' ? half : half.reverse();
  }, [scope, groupKey]);
}

/** The event, null when the device does not hold it (undefined while it answers). */
export function useEvent(id: number): LocalEvent | null | undefined {
  return useLiveQuery(async () => (await localDb().events.get(id)) ?? null, [id]);
}

export function useReminderSettings(): LocalEventSettings | null | undefined {
  return useLiveQuery(async () => (await localDb().event_settings.get(EVENT_SETTINGS_ROW_ID)) ?? null, []);
}

/** The groups the member may make events in: every group for the community's hosts, else those they administer. */
export function useHostedGroups(): { key: string; name: string }[] | undefined {
  const role = useSession().userData?.user.role;
  return useLiveQuery(async () => {
    const groups = await localDb().groups.toArray();
    return groups.filter((g) => role === 'admin' || g.user_role === 'admin').map((g) => ({ key: g.key, name: g.name }));
  }, [role]);
}
