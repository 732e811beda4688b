// The walkthrough: its slides, and how far the member got (completed or skipped ends it).
import { asc, eq } from 'drizzle-orm';
import { messages } from '../../../schema/messages';
import type { WalkthroughAnswer, WalkthroughBody, WalkthroughSlide } from '../../../schema/profile';
import type { Database } from '../../db/connect';
import { walkthroughSlides } from './accounts-schema';
import { users, type UserRow } from './users-schema';
import { HttpError } from '../../core/http-error';
import type { Viewer } from '../sessions/sessions';

export async function listSlides(db: Database): Promise<WalkthroughSlide[]> {
  const rows = await db.select().from(walkthroughSlides).orderBy(asc(walkthroughSlides.position), asc(walkthroughSlides.id));
  return rows.map((r) => ({ id: r.id, title: r.title, body: r.body, image_url: r.imageUrl }));
}

function answerOf(u: Pick<UserRow, 'walkthroughCompleted' | 'lastWalkthroughStepId'>): WalkthroughAnswer {
  return {
    walkthrough_completed: u.walkthroughCompleted,
    last_walkthrough_step: u.lastWalkthroughStepId === null ? null : { walkthrough_step: { id: u.lastWalkthroughStepId } },
  };
}

export async function updateWalkthrough(db: Database, viewer: Viewer, body: WalkthroughBody): Promise<WalkthroughAnswer> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (body.step_id !== undefined) {
    const [slide] = await db.select({ id: walkthroughSlides.id }).from(walkthroughSlides).where(eq(walkthroughSlides.id, body.step_id));
    if (!slide) throw new HttpError(422, messages.badRequest);
    changes.lastWalkthroughStepId = slide.id;
  }
  if (body.completed !== undefined) changes.walkthroughCompleted = body.completed;
  if (Object.keys(changes).length === 0) return answerOf(viewer.user);
  const [row] = await db.update(users).set(changes).where(eq(users.id, viewer.user.id)).returning();
  return answerOf(row ?? viewer.user);
}
