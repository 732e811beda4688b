// Marking every activity seen: the rows it turns seen and the counts change at once; the server marks everything it holds so far.
import { markAllModule } from './activity-mark-hooks';

export const activitiesMarkAllSeen = markAllModule('activity.mark_all_seen', true);
