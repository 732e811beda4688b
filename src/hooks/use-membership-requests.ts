// Live reads of the membership requests an admin answers: a group's waiting requests, oldest first, and how many wait.
import { maxKey, minKey } from '../data/mirror-reader/keys';
import { useLiveQuery } from './use-live-query';
import type { LocalMembershipRequest } from '../../schema/local-db';
import { localDb } from '../data/local-db';

/** Waiting requests of a group, oldest first; one the admin already answered shows only if the answer was refused. */
export function useGroupRequests(groupKey: string): LocalMembershipRequest[] | undefined {
  return useLiveQuery(
    () =>
      localDb()
        .membership_requests.where('[group_key+requested_at]')
        .between([groupKey, minKey], [groupKey, maxKey])
        .filter((r) => !r.decision || r.status === 'failed')
        .toArray(),
    [groupKey],
  );
}

/** How many requests wait for an answer, in one group or (no key) in every group the member administers. */
export function useWaitingRequestCount(groupKey?: string): number {
  return (
    useLiveQuery(() => {
      const table = localDb().membership_requests;
      const rows = groupKey === undefined ? table.toCollection() : table.where('group_key').equals(groupKey);
      return rows.filter((r) => !r.decision).count();
    }, [groupKey]) ?? 0
  );
}
