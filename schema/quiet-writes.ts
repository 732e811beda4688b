// Writes the app records by itself as the member reads (where they are in a course, what they have read): sent quietly, coalesced, never counted as the member's own unsent writes (docs/architecture.md "Quiet writes").
import type { Mutation, MutationOf } from './outbox';

type QuietKind = 'course.set_current_lesson' | 'chat.read' | 'activity.mark_seen' | 'activity.mark_new_seen';

/** Each quiet kind's target: a newer unsent write to the same target replaces an older one. */
const quietTargets: { [K in QuietKind]: (m: MutationOf<K>) => string } = {
  'course.set_current_lesson': (m) => String(m.course_id),
  'chat.read': (m) => String(m.chat_id),
  'activity.mark_seen': (m) => String(m.activity_id),
  'activity.mark_new_seen': () => 'all',
};

/** The write's target when the app made it by itself, else null (the member's own write). */
export function quietTarget(m: Mutation): string | null {
  const target = (quietTargets as Partial<Record<Mutation['kind'], (m: Mutation) => string>>)[m.kind];
  return target ? target(m) : null;
}

export const isQuiet = (m: Mutation): boolean => quietTarget(m) !== null;
