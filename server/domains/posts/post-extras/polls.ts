// A post's polls: read for a page of posts in one query; counts are hidden while a hide_results poll is open.
import { anyId } from '../../../db/any-id';
import { asc, eq, sql } from 'drizzle-orm';
import type { Poll } from '../../../../schema/polls';
import { pollOptions, polls, posts } from '../post-schema';
import type { PostExtra, PostExtraFiller } from './post-extra';

const fillPolls: PostExtraFiller = async (db, wires) => {
  const rows = await db
    .select({ poll: polls, option: pollOptions })
    .from(polls)
    .innerJoin(pollOptions, eq(pollOptions.pollId, polls.id))
    .where(anyId(polls.postId, wires.map((w) => w.id)))
    .orderBy(asc(polls.id), asc(pollOptions.position));
  const now = Date.now();
  const byPost = new Map<number, Poll>();
  for (const { poll: p, option: o } of rows) {
    const hidden = p.hideResults && p.endsAt.getTime() > now;
    let wire = byPost.get(p.postId);
    if (!wire) {
      wire = { id: p.id, ends_at: p.endsAt.toISOString(), hide_results: p.hideResults, options: [], votes_count: hidden ? null : p.votesCount };
      byPost.set(p.postId, wire);
    }
    wire.options.push({ id: o.id, text: o.text, votes_count: hidden ? null : o.votesCount });
  }
  for (const w of wires) w.poll = byPost.get(w.id) ?? null;
};

export const pollExtra: PostExtra = {
  present: sql`exists (select 1 from ${polls} pp where pp.post_id = ${posts.id})`,
  fill: fillPolls,
};
