// Bench (e)'s community: 10,000 members, 20 groups, 200,000 posts over 60 days, 20,000 comments, a week of changes.
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/connect';
import { hashPassword } from '../../server/domains/account/passwords';

export const SCALE = { members: 10_000, groups: 20, groupsPerMember: 5, posts: 200_000, comments: 20_000, days: 60, weekDays: 7 } as const;
export const SCALE_PASSWORD = 'scale-bench-password';

/** Words the post bodies are made of; a search for one of them matches about 1 post in 4. */
export const WORDS = (
  'garden river mountain coffee guitar festival winter summer rehearsal concert album vinyl studio backstage ' +
  'ticket poster sunrise harbour lantern meadow thunder velvet canyon orchard compass marble ember falcon ' +
  'glacier harvest island jasmine kettle lagoon mosaic nectar opal prairie quartz raven saffron tundra ' +
  'umbrella violet willow yonder zephyr anchor bramble cinder driftwood echo fjord grove hollow ivy juniper ' +
  'kelp lilac'
).split(' ');

const PRIMES = [3, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43];

/** Fills a freshly migrated, empty database. Set-based SQL only, so it takes seconds on PostgreSQL. */
export async function populateScale(db: Database): Promise<void> {
  const run = (text: string) => db.execute(sql.raw(text));
  const hash = (await hashPassword(SCALE_PASSWORD)).replace(/'/g, "''");
  const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  const spread = `(${SCALE.days} * 86400.0 / ${SCALE.posts})`;
  // Row by row counting triggers would update a group 200,000 times; the counts are set once at the end instead.
  await run('ALTER TABLE posts DISABLE TRIGGER posts_counted_in_groups');
  await run('ALTER TABLE memberships DISABLE TRIGGER memberships_counted_in_groups');
  await run(`INSERT INTO users (email, username, password_hash, display_name, referral_code, email_confirmed, onboarding_completed,
               walkthrough_completed, agreed_privacy_version, agreed_terms_version, created_at)
             SELECT 'member' || n || '@scale.example', 'member' || n, '${hash}', 'Member ' || n, 'scale' || n, true, true, true, 100, 100,
                    now() - interval '120 days'
             FROM generate_series(1, ${SCALE.members}) AS n`);
  await run(`INSERT INTO groups (key, name, description, membership_type)
             SELECT 'scale-' || n, 'Scale group ' || n, 'A group of the scale benchmark', CASE WHEN n % 4 = 0 THEN 'private' ELSE 'public' END
             FROM generate_series(1, ${SCALE.groups}) AS n`);
  // Each member is in 5 of the 20 groups, spread evenly: about 2,500 members per group.
  await run(`INSERT INTO memberships (group_id, user_id, created_at)
             SELECT g.id, u.id, now() - interval '100 days'
             FROM users u CROSS JOIN generate_series(0, ${SCALE.groupsPerMember - 1}) AS k
             JOIN groups g ON g.key = 'scale-' || (((u.id + k * 4) % ${SCALE.groups}) + 1)
             WHERE u.email LIKE '%@scale.example'`);
  await run(`INSERT INTO posts (group_id, author_id, body, created_at, updated_at)
             SELECT g.id, u.id,
                    'Post ' || n || ': ' || array_to_string(array(SELECT (${words})[1 + ((n * p) % ${WORDS.length})] FROM unnest(array[${PRIMES.join(',')}]) AS p), ' '),
                    now() - (n * ${spread}) * interval '1 second', now() - (n * ${spread}) * interval '1 second'
             FROM generate_series(1, ${SCALE.posts}) AS n
             JOIN groups g ON g.key = 'scale-' || ((n % ${SCALE.groups}) + 1)
             JOIN users u ON u.username = 'member' || (((n * 7919) % ${SCALE.members}) + 1)`);
  await run(`INSERT INTO comments (post_id, author_id, body, created_at, updated_at)
             SELECT p.id, ((n * 104729) % ${SCALE.members}) + 1, 'Comment ' || n || ' on the post', p.created_at + interval '1 hour', p.created_at + interval '1 hour'
             FROM generate_series(1, ${SCALE.comments}) AS n
             JOIN posts p ON p.id = ((n * 9973) % ${SCALE.posts}) + 1`);
  await run(`UPDATE posts SET comments_count = c.n FROM (SELECT post_id, count(*) AS n FROM comments GROUP BY post_id) c WHERE c.post_id = posts.id`);
  // The groups' counts, as the triggers would have kept them (they are off for the bulk inserts above).
  await run(`UPDATE groups SET
               posts_count = (SELECT count(*) FROM posts p WHERE p.group_id = groups.id AND p.deleted_at IS NULL),
               members_count = (SELECT count(*) FROM memberships m WHERE m.group_id = groups.id AND m.status = 'active')`);
  await run('ALTER TABLE posts ENABLE TRIGGER posts_counted_in_groups');
  await run('ALTER TABLE memberships ENABLE TRIGGER memberships_counted_in_groups');
  // The change feed holds last week's writes in the order they were made, as the server would have appended them.
  await run(`INSERT INTO changes (kind, entity_id, scope, scope_id, created_at)
             SELECT kind, entity_id, 'group', group_id, at FROM (
               SELECT 'post.upsert' AS kind, id AS entity_id, group_id, created_at AS at FROM posts
               WHERE created_at > now() - interval '${SCALE.weekDays} days'
               UNION ALL
               SELECT 'comment.upsert', c.id, p.group_id, c.created_at FROM comments c JOIN posts p ON p.id = c.post_id
               WHERE c.created_at > now() - interval '${SCALE.weekDays} days'
             ) w ORDER BY at`);
  await run('ANALYZE');
}
