// Taking back a mark all seen: exactly the rows it turned seen are unseen again at once, and the total comes back.
import { markAllModule } from './activity-mark-hooks';

export const activitiesUndoMarkAllSeen = markAllModule('activity.undo_mark_all_seen', false);
