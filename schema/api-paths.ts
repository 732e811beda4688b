// Every API path of this build, as route patterns (`:name`) shared by the server and the API client.
import { mergeContracts, type ContractPaths } from './contract';
import { contracts, type Contracts } from './contracts';
const coreApiPaths = {
  configuration: '/api/v1/configuration',
  limits: '/api/v3/limits',
  registrationSnippet: '/api/v2/snippets/registration',
  startup: '/api/v1/startup',
  /** PUT {web_push} or {registration_token}: the session's push registration (docs/api-push.md). */
  deviceToken: '/api/v2/device/fcm_registration_token',
  sessions: '/api/v1/sessions',
  sessionRefresh: '/api/v1/sessions/:id/refresh',
  session: '/api/v1/session',
  me: '/api/v1/me',
  /** GET lists the member's live sessions; DELETE ends every one but the caller's; DELETE …/:id ends one. */
  accountSessions: '/api/v1/account/sessions',
  accountSession: '/api/v1/account/sessions/:id',
  groups: '/api/v2/groups',
  accountGroups: '/api/v3/account/groups',
  wallRecentPosts: '/api/v2/walls/:key/recent_posts',
  /** The activity feed: newest posts of every group the member joined, and their own, keyset paged. */
  activityPosts: '/api/v2/recent_posts',
  wallPosts: '/api/v2/walls/:key/posts',
  /** A wall's posts hottest first (schema/hot-score.ts), paged by number. */
  wallHottestPosts: '/api/v2/walls/:key/hottest_posts',
  post: '/api/v2/posts/:id',
  postComments: '/api/v2/posts/:id/comments',
  comment: '/api/v2/comments/:id',
  /** Post controls (docs/api-post-controls.md): POST pins {duration}, DELETE unpins; PUT turns comments off or on. */
  postPin: '/api/v2/posts/:id/pin',
  postCommentsDisabled: '/api/v2/posts/:id/comments_disabled',
  /** A member reports a post or a comment {reason}; hosts list the open reports. */
  postReports: '/api/v2/posts/:id/reports',
  commentReports: '/api/v2/comments/:id/reports',
  reports: '/api/v2/reports',
  /** The viewer's own posts waiting for their time, soonest first (docs/api-post-controls.md). */
  accountScheduledPosts: '/api/v2/account/scheduled_posts',
  sync: '/api/v1/sync',
  /** A member's realtime credentials and where to connect (docs/api-realtime.md). */
  pubnubPublishKey: '/api/v2/pubnub_publish_key',
  // Activities (docs/api-activities.md): the list, the mark-seen calls (Idempotency-Key honoured) and the excluded categories.
  activities: '/api/v2/activities',
  activityMarkSeen: '/api/v2/activities/:id/mark_as_seen',
  newActivitiesMarkSeen: '/api/v2/new_activities/mark_as_seen',
  activitiesMarkAllSeen: '/api/v2/activities/mark_all_as_seen',
  activitiesUndoMarkAllSeen: '/api/v2/activities/undo_mark_all_as_seen',
  activityExclusions: '/api/v2/activity_exclusions',
  /** POST likes {likeable_type, likeable_id}; DELETE like unlikes. Both answer the state after the call. */
  likes: '/api/v2/likes',
  like: '/api/v2/likes/:likeable_type/:likeable_id',
  accountLikes: '/api/v2/account/likes',
  // Edits, comment pages, polls: POST votes votes or changes the vote, DELETE retracts it.
  pollVotes: '/api/v2/polls/:id/votes',
  accountPollVotes: '/api/v2/account/poll_votes',
  /** POST joins (a private group: a pending request), DELETE leaves or withdraws the request (docs/product.md 7). */
  groupMembership: '/api/v2/groups/:id/membership',
  // Membership (schema/memberships.ts): DELETE withdraws the viewer's own waiting request.
  groupMembershipRequest: '/api/v2/groups/:id/membership_request',
  ownMembershipRequests: '/api/v2/group_membership_requests',
  /** A group admin's review: GET pages the waiting requests, POST …/approve {user_ids}, DELETE …/:userId refuses one. */
  groupRequests: '/api/v2/groups/:key/membership_requests',
  groupRequestsApprove: '/api/v2/groups/:key/membership_requests/approve',
  groupRequest: '/api/v2/groups/:key/membership_requests/:userId',
  groupMembers: '/api/v2/groups/:id/members',
  groupAdminMembers: '/api/v2/groups/:id/admin_members',
  groupNewMembers: '/api/v2/groups/:id/new_members',
  groupsCollage: '/api/v2/groups/collage_members',
  // Accounts: see docs/api-accounts.md for bodies and answers.
  magicLinks: '/api/v2/magic_links',
  magicSessions: '/api/v2/magic_sessions',
  oidcSessions: '/api/v2/oidc_sessions/:clientId',
  samlSessions: '/api/v2/saml_sessions',
  accounts: '/api/v1/accounts',
  passwords: '/api/v1/passwords',
  passwordReset: '/api/v1/passwords/reset_by_token',
  accountPassword: '/api/v1/account/password',
  confirmations: '/api/v1/account/confirmations',
  confirmationsResend: '/api/v1/account/confirmations/resend',
  uploads: '/api/v2/uploads',
  /** Resumable post media: POST opens, PUT …/:id takes a chunk at Upload-Offset, GET …/:id answers the offset. */
  mediaUploads: '/api/v2/media_uploads',
  mediaUpload: '/api/v2/media_uploads/:id',
  avatar: '/api/v1/account/avatar',
  displayName: '/api/v2/account/display_name',
  profile: '/api/v2/account/profile',
  onboarding: '/api/v2/account/onboarding',
  customUserFields: '/api/v2/custom_user_fields',
  customUserValues: '/api/v2/account/custom_user_values',
  legalAgreement: '/api/v2/account/legal_document_agreement',
  walkthroughSlides: '/api/v2/walkthrough_slides',
  walkthrough: '/api/v2/account/walkthrough',
  accountEmail: '/api/v2/account/email',
  marketingPreferences: '/api/v2/account/marketing_preferences',
  emailSettings: '/api/v2/account/email_settings',
  accountReports: '/api/v1/accounts/:id/reports',
  account: '/api/v2/account',
  paymentTicket: '/api/v3/payment_ticket',
  paymentTicketComplete: '/api/v3/payment_ticket/complete',
  /** Posts tagged #tag (any case), newest first: ?cursor&limit like a wall. */
  hashtagPosts: '/api/v2/hashtags/:tag/posts',
  /** Search: GET ?q=&mode=posts|members|groups&page= (schema/search.ts). */
  search: '/api/v2/search',
  /** Host moderation (docs/api-moderation.md): POST ban {member_id, unpublish_content}, POST shadowban {member_id, shadowbanned}. */
  accountBan: '/api/v2/account/ban',
  accountShadowban: '/api/v2/account/shadowban',
  /** The library (docs/api-library.md): GET reads (members), POST/PATCH/DELETE author (hosts). */
  folders: '/api/v2/folders',
  folder: '/api/v2/folders/:id',
  articles: '/api/v2/articles',
  article: '/api/v2/articles/:id',
  /** Composer lookup: members to mention (the events to share are the events contract's upcoming list). */
  memberSearch: '/api/v2/members/search',
  // People (docs/api-people.md): profiles, the member's posts, following, new members, blocking.
  accountProfile: '/api/v1/accounts/:id',
  accountPosts: '/api/v1/accounts/:id/posts',
  accountFollow: '/api/v2/accounts/:id/follow',
  newMembers: '/api/v2/new_members',
  ignores: '/api/v1/ignores',
  ignore: '/api/v1/ignores/:id',
  // Courses (docs/api-courses.md): docs/product.md 7's calls, our catalogue GET, and the hosts' authoring.
  /** GET: our catalogue of the courses a member may see (published), paged by meta.next; POST creates (hosts). */
  courses: '/api/v2/courses',
  coursesEnrolled: '/api/v3/courses/enrolled',
  coursesCompleted: '/api/v3/courses/completed',
  /** GET: the course and its first page of lessons. */
  course: '/api/v3/courses/:id',
  /** PATCH (hosts). */
  courseEdit: '/api/v2/courses/:id',
  courseEnroll: '/api/v2/courses/:id/enroll',
  courseUnenroll: '/api/v2/courses/:id/unenroll',
  courseRestart: '/api/v2/courses/:id/restart',
  courseCurrentLesson: '/api/v2/courses/:id/current_lesson',
  courseUsersCompleted: '/api/v2/courses/:id/users/completed',
  courseUsersEnrolled: '/api/v2/courses/:id/users/enrolled',
  /** GET pages the lessons (?page=); POST adds one (hosts). */
  courseLessons: '/api/v2/courses/:id/lessons',
  lessonComplete: '/api/v2/courses/:id/lessons/:lessonId/complete',
  lessonUncomplete: '/api/v2/courses/:id/lessons/:lessonId/uncomplete',
  /** PATCH (hosts). */
  lesson: '/api/v2/lessons/:id',
  /** POST the file as the raw body (hosts; ?name=&position=): the lesson's new medium. */
  lessonMediaUpload: '/api/v2/lessons/:id/media',
  lessonMedium: '/api/v2/lesson_media/:mediumId',
  /** PUT an image as the raw body (hosts): the course's or the lesson's picture, with variants. */
  courseImage: '/api/v2/courses/:id/image',
  lessonImage: '/api/v2/lessons/:id/image',
  /** What paid tiers sell (hosts): POST creates, POST …/owners grants a member one. */
  products: '/api/v2/products',
  productOwners: '/api/v2/products/:id/owners',
  // The inbox (docs/api-chats.md): our own calls, the product rules name none.
  /** GET the member's chats (?archived=true: the archived ones); POST starts one. */
  chats: '/api/v2/chats',
  /** GET one chat; PATCH renames a group chat. */
  chat: '/api/v2/chats/:id',
  /** POST adds members to a group chat. */
  chatMembers: '/api/v2/chats/:id/members',
  /** DELETE removes a member (the creator) or leaves (the member themself). */
  chatMember: '/api/v2/chats/:id/members/:userId',
  /** PUT archives the chat for the member, DELETE unarchives. */
  chatArchive: '/api/v2/chats/:id/archive',
  /** PUT {message_id}: read up to that message. */
  chatRead: '/api/v2/chats/:id/read',
  /** GET pages the messages, newest first; POST sends one. */
  chatMessages: '/api/v2/chats/:id/messages',
  /** PATCH edits (the author, within the edit window), DELETE deletes (the author). */
  chatMessage: '/api/v2/messages/:id',
  /** Development only (404 in production): mail the server would have sent, newest first. */
  devMailbox: '/api/dev/mailbox',
} as const;
/** The core's paths and every contract's (schema/contracts.ts). */
export const apiPaths = { ...coreApiPaths, ...mergeContracts(contracts, 'apiPaths', coreApiPaths) } as typeof coreApiPaths & ContractPaths<Contracts>;

export type ApiPathName = keyof typeof apiPaths;

/** Fills a pattern's `:name` segments, URL-encoded; throws when one is missing. */
export function fillPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:(\w+)/g, (_m, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(v));
  });
}
