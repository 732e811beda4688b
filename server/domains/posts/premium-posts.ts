// Premium posts for one reader: whether a post asking for a plan opens to them (holdings.ts decides what they hold), and the locked stub a non-holder gets instead (docs/architecture.md "Premium content").
import { eq, sql, type SQL } from 'drizzle-orm';
import { formatMessage, messages } from '../../../schema/messages';
import type { Post } from '../../../schema/posts';
import { lockedPost, opensPlan } from '../../../schema/premium-rules';
import type { Database } from '../../db/connect';
import { users } from '../account/users-schema';
import { loadConfiguration } from '../configuration/configuration';
import { holdingsOf } from '../payments/holdings';
import { HttpError } from '../../core/http-error';
import { posts } from './post-schema';
import type { Viewer } from '../sessions/sessions';

/** What one reader may open, read once per answer or feed page (never per row). */
export interface PostLens {
  viewerId: number;
  /** Hosts hold every plan (docs/product.md 8). */
  host: boolean;
  plans: ReadonlySet<string>;
  /** The configuration's paywall_lock_enabled: a non-holder sees a locked stub; off, premium posts are hidden from them. */
  lockShown: boolean;
}

/** The lens of a member by id (the change feed's materialisers know the id only); an id no member has is a visitor's. */
export async function postLensOf(db: Database, viewerId: number, role?: string): Promise<PostLens> {
  const [who, held, config] = await Promise.all([
    role === undefined ? db.select({ role: users.role }).from(users).where(eq(users.id, viewerId)) : [{ role }],
    holdingsOf(db, viewerId),
    loadConfiguration(db),
  ]);
  return { viewerId, host: who[0]?.role === 'admin', plans: new Set(held.plans), lockShown: config.paywall_lock_enabled };
}

export const postLensFor = (db: Database, viewer: Viewer): Promise<PostLens> => postLensOf(db, viewer.user.id, viewer.user.role);

/** Whether the post opens to the reader: no plan asked, a host, its author, or a holder of the plan. */
export const opensPost = (lens: PostLens, post: { required_plan: string | null; authorId: number }): boolean =>
  opensPlan(post.required_plan, lens.plans, lens.host || post.authorId === lens.viewerId);

/**
 * The same rule in SQL over `posts`, for a query that must leave out what the reader may not read: premium posts of
 * a plan they lack when the community hides them (lock off), and, for comments, always (`always`).
 */
export function premiumReadable(lens: PostLens, always = false): SQL | undefined {
  if (lens.host || (lens.lockShown && !always)) return undefined;
  const held = [...lens.plans];
  const plans = held.length === 0 ? sql`false` : sql`${posts.requiredPlan} in (${sql.join(held.map((p) => sql`${p}`), sql`, `)})`;
  return sql`(${posts.requiredPlan} is null or ${posts.authorId} = ${lens.viewerId} or ${plans})`;
}

/** A post as a non-holder gets it: where it is, who wrote it and when, and which plan opens it; nothing of its content. */
export const lockedStub = (p: Post): Post => lockedPost(p);

/** Each post as the reader may have it: whole, a locked stub, or left out (the community hides what is locked). */
export function throughLens(lens: PostLens, wires: Post[]): Post[] {
  return wires.flatMap((p) => {
    if (opensPost(lens, { required_plan: p.required_plan, authorId: p.author.id })) return [p];
    return lens.lockShown ? [lockedStub(p)] : [];
  });
}

/** 403 with the plan for the paywall when the post's plan keeps the reader out (its comments, its poll), as the library's assertOpen does. */
export function assertPostOpen(lens: PostLens, post: { required_plan: string | null; authorId: number }): void {
  if (opensPost(lens, post)) return;
  // Where the community hides locked posts, the post is not there for them at all.
  if (!lens.lockShown) throw new HttpError(404, messages.postNotFound);
  const error = new HttpError(403, formatMessage(messages.planRequired, { plan: post.required_plan! }));
  error.extra = { required_plan: post.required_plan };
  throw error;
}

/** A post's words as its activities and push notifications quote them: none of a premium post's (every group member hears of it). */
export const quotedBody = (body: string, requiredPlan: string | null): string => (requiredPlan === null ? body : '');

/** The plan a new or edited post asks for: hosts alone set one (a member's is refused); undefined leaves it as it is. */
export function requiredPlanOf(viewer: Viewer, plan: string | null | undefined): string | null {
  if (plan === undefined || plan === null) return null;
  if (viewer.user.role !== 'admin') throw new HttpError(403, messages.forbidden);
  return plan;
}
