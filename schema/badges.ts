// The badge catalogue: what each badge is called, says and looks like; the server decides who earned which.
export const FOUNDING_MEMBERS = 100;
export const COMMENTS_FOR_BADGE = 10;

export const badgeKeys = ['founding_member', 'first_post', 'ten_comments'] as const;
export type BadgeKey = (typeof badgeKeys)[number];

export interface BadgeFacts {
  key: BadgeKey;
  name: string;
  description: string;
  /** a static image of the app (public/badges/) */
  image_url: string;
}

export const badgeCatalogue: Readonly<Record<BadgeKey, BadgeFacts>> = Object.freeze({
  founding_member: {
    key: 'founding_member',
    name: 'Founding member',
    description: `One of the first ${FOUNDING_MEMBERS} members of this community.`,
    image_url: '/badges/founding_member.svg',
  },
  first_post: {
    key: 'first_post',
    name: 'First post',
    description: 'Shared a first post with the community.',
    image_url: '/badges/first_post.svg',
  },
  ten_comments: {
    key: 'ten_comments',
    name: 'Conversation starter',
    description: `Wrote ${COMMENTS_FOR_BADGE} comments.`,
    image_url: '/badges/ten_comments.svg',
  },
});

export const isBadgeKey = (key: string): key is BadgeKey => (badgeKeys as readonly string[]).includes(key);
