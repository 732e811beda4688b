// Seeds the demo community (accounts, four groups, ~80 posts with comments, likes of posts and comments, a library, two courses with images and a video, paid plans, events) into an empty database.
import { sql } from 'drizzle-orm';
import type { Configuration } from '../../schema/configuration';
import type { Database } from '../db/connect';
import { customUserFields, walkthroughSlides } from '../domains/account/accounts-schema';
import { groups, memberships } from '../domains/groups/group-schema';
import { comments, likes, posts } from '../domains/posts/post-schema';
import { users } from '../domains/account/users-schema';
import { defaultConfiguration, saveConfiguration } from '../domains/configuration/configuration';
import { hashPassword } from '../domains/account/passwords';
import { seedCourses } from './demo-course';
import { seedEvents } from './demo-events';
import { seedLibrary } from './demo-library';
import { seedPlans } from './demo-plans';
import { seedPremiumPosts } from './demo-premium';
import {
  commentText,
  DEMO_APP_NAME,
  demoCustomFields,
  demoGroups,
  demoUsers,
  demoWalkthroughSlides,
  pick,
  postText,
  seededRandom,
} from './demo-content';

/** Held while seeding, so two servers starting on one PostgreSQL database do not both seed. */
const SEED_LOCK = 7_341_003;
const DAY_MS = 86_400_000;
const FEED_SPAN_DAYS = 42;

export interface SeedOptions {
  password: string;
  /** "Now" of the seeded timeline; fixed in tests that compare times. */
  now?: Date;
}

/** Seeds when no account exists yet; returns whether it did. Seeded rows write no change rows: clients start from a pull. */
export async function seedDemo(db: Database, opts: SeedOptions): Promise<boolean> {
  const now = opts.now ?? new Date();
  // One shared hash: every demo account has the same password, and hashing nine times would only cost time.
  const passwordHash = await hashPassword(opts.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SELECT pg_advisory_xact_lock(${SEED_LOCK})`));
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if (Number(count) > 0) return false;
    await seedInto(tx, passwordHash, now);
    return true;
  });
}

async function seedInto(tx: Database, passwordHash: string, now: Date): Promise<void> {
  const rand = seededRandom(20_240_611);
  const config = defaultConfiguration();
  const userRows = await tx
    .insert(users)
    .values(
      demoUsers.map((u) => ({
        email: u.email,
        username: u.username,
        displayName: u.displayName,
        role: u.role,
        passwordHash,
        emailConfirmed: true,
        onboardingCompleted: true,
        walkthroughCompleted: true,
        agreedPrivacyVersion: config.legal.privacy_policy.version,
        agreedTermsVersion: config.legal.terms_conditions.version,
        createdAt: new Date(now.getTime() - 60 * DAY_MS),
      })),
    )
    .returning({ id: users.id, username: users.username });
  const userId = new Map(userRows.map((u) => [u.username, u.id]));
  const idOf = (username: string) => userId.get(username)!;

  const groupRows = await tx
    .insert(groups)
    .values(
      demoGroups.map((g) => ({
        key: g.key,
        name: g.name,
        description: g.description,
        membershipType: g.membershipType,
        postingPermission: g.postingPermission,
        createdAt: new Date(now.getTime() - 60 * DAY_MS),
      })),
    )
    .returning({ id: groups.id, key: groups.key });
  const groupId = new Map(groupRows.map((g) => [g.key, g.id]));

  await tx.insert(memberships).values(
    demoGroups.flatMap((g) => [
      ...g.members.map((u) => ({
        groupId: groupId.get(g.key)!,
        userId: idOf(u),
        role: g.admins.includes(u) ? ('admin' as const) : ('member' as const),
        status: 'active' as const,
      })),
      ...g.pending.map((u) => ({ groupId: groupId.get(g.key)!, userId: idOf(u), status: 'pending' as const })),
    ]),
  );

  await seedFeeds(tx, rand, now, idOf, groupId);
  await seedPremiumPosts(tx, groupId.get('announcements')!, idOf('ada'), now);

  await seedCourses(tx);
  await seedPlans(tx);
  await seedEvents(tx, now, idOf('ada'), (key) => groupId.get(key)!);

  await seedLibrary(tx, idOf('ada'), now);
  await tx.insert(customUserFields).values(demoCustomFields);
  await tx.insert(walkthroughSlides).values(demoWalkthroughSlides);

  const configuration: Configuration = {
    ...config,
    app_name: DEMO_APP_NAME,
    artist_long_name: 'Harbour Lights',
    home_navigation_item: { type: 'wall', wall_id: groupId.get('welcome')!, folder_id: null },
    registration_intro: 'Join the Harbour Lights crew for demos, tour news and a songwriting course.',
    folder_search_enabled: true,
  };
  await saveConfiguration(tx, configuration);
}

/** Posts spread over the past weeks, each with a few comments and likes from members of its group; some comments are liked too. */
async function seedFeeds(
  tx: Database,
  rand: () => number,
  now: Date,
  idOf: (username: string) => number,
  groupId: Map<string, number>,
): Promise<void> {
  // Comment likes draw from their own stream, so the posts and comments stay those seeded before comments had likes.
  const commentLikeRand = seededRandom(20_260_611);
  type PlannedComment = typeof comments.$inferInsert & { likers: number[] };
  type Planned = { post: typeof posts.$inferInsert; comments: PlannedComment[]; likers: number[] };
  const planned: Planned[] = [];
  for (const g of demoGroups) {
    const posters = g.postingPermission === 'admins_only' ? g.admins : g.members;
    for (let i = 0; i < g.posts; i++) {
      const createdAt = new Date(now.getTime() - Math.floor(rand() * FEED_SPAN_DAYS * DAY_MS) - 3_600_000);
      const commentCount = Math.floor(rand() * 5);
      const postComments = Array.from({ length: commentCount }, (_, c): PlannedComment => {
        const at = new Date(Math.min(now.getTime() - 60_000, createdAt.getTime() + (c + 1) * Math.floor(rand() * 6 * 3_600_000 + 60_000)));
        const likers = g.members.filter(() => commentLikeRand() < 0.2).map(idOf);
        const authorId = idOf(pick(rand, g.members));
        return { postId: 0, authorId, body: commentText(rand), createdAt: at, updatedAt: at, likesCount: likers.length, likers };
      });
      const likers = g.members.filter(() => rand() < 0.35).map(idOf);
      planned.push({
        post: {
          groupId: groupId.get(g.key)!,
          authorId: idOf(pick(rand, posters)),
          body: postText(rand),
          likesCount: likers.length,
          commentsCount: postComments.length,
          createdAt,
          updatedAt: createdAt,
        },
        comments: postComments,
        likers,
      });
    }
  }
  const postIds = await tx
    .insert(posts)
    .values(planned.map((p) => p.post))
    .returning({ id: posts.id });
  const allComments = planned.flatMap((p, i) => p.comments.map(({ likers, ...c }) => ({ row: { ...c, postId: postIds[i]!.id }, likers })));
  const commentIds = allComments.length
    ? await tx
        .insert(comments)
        .values(allComments.map((c) => c.row))
        .returning({ id: comments.id })
    : [];
  const allLikes = [
    ...planned.flatMap((p, i) => p.likers.map((u) => ({ userId: u, likeableType: 'Post' as const, likeableId: postIds[i]!.id }))),
    ...allComments.flatMap((c, i) => c.likers.map((u) => ({ userId: u, likeableType: 'Comment' as const, likeableId: commentIds[i]!.id }))),
  ];
  if (allLikes.length) await tx.insert(likes).values(allLikes);
}
