// The engine's activity reads (docs/api-activities.md): the member's activities by page and their excluded categories.
import { activitiesPage, activityExclusions } from '../../../schema/activities';
import { apiPaths } from '../../../schema/api-paths';
import type { ApiClient } from '../../api-client';

/** Activities asked for per page: a screenful and some. */
export const ACTIVITIES_PAGE_SIZE = 30;

export function activityCalls(client: ApiClient) {
  return {
    /** The member's activities, newest first; `cursor` continues with older ones. */
    activities: (cursor: string | null) =>
      client.request('GET', apiPaths.activities, { query: { cursor: cursor ?? undefined, limit: ACTIVITIES_PAGE_SIZE }, schema: activitiesPage }),
    activityExclusions: () => client.request('GET', apiPaths.activityExclusions, { schema: activityExclusions }),
  };
}
