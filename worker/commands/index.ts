// The engine's commands by domain: each domain is one factory over the shared context, and the Engine type derives from this.
import { accountCommands } from '../domains/account/commands/account';
import { activityCommands } from '../domains/activities/commands/activities';
import { chatCommands } from '../domains/chats/commands/chats';
import { commentCommands } from '../domains/posts/commands/comments';
import { composerCommands } from '../domains/posts/commands/composer';
import { courseCommands } from '../domains/courses/commands/courses';
import type { EngineContext } from './context';
import { draftCommands } from '../domains/posts/commands/drafts';
import { editCommands } from '../domains/posts/commands/edits';
import { emailCommands } from '../domains/account/commands/email';
import { groupCommands } from '../domains/groups/commands/groups';
import { libraryCommands } from '../domains/library/commands/library';
import { likeCommands } from '../domains/posts/commands/likes';
import { moderationCommands } from '../domains/posts/commands/moderation';
import { offlineCommands } from '../domains/offline/commands/offline';
import { outboxCommands } from '../domains/outbox/commands/outbox';
import { passwordCommands } from '../domains/account/commands/passwords';
import { peopleCommands } from '../domains/people/commands/people';
import { pollCommands } from '../domains/posts/commands/polls';
import { pushCommands } from '../domains/account/commands/push';
import { postCommands } from '../domains/posts/commands/posts';
import { profileCommands } from '../domains/account/commands/profile';
import { searchCommands } from '../domains/search/commands/search';
import { sessionCommands } from '../domains/account/commands/session';
import { settingsCommands } from '../domains/account/commands/settings';

export function engineCommands(ctx: EngineContext) {
  return {
    session: sessionCommands(ctx),
    passwords: passwordCommands(ctx),
    email: emailCommands(ctx),
    profile: profileCommands(ctx),
    settings: settingsCommands(ctx),
    account: accountCommands(ctx),
    groups: groupCommands(ctx),
    posts: postCommands(ctx),
    comments: commentCommands(ctx),
    likes: likeCommands(ctx),
    edits: editCommands(ctx),
    polls: pollCommands(ctx),
    outbox: outboxCommands(ctx),
    drafts: draftCommands(ctx),
    composer: composerCommands(ctx),
    search: searchCommands(ctx),
    library: libraryCommands(ctx),
    people: peopleCommands(ctx),
    offline: offlineCommands(ctx),
    moderation: moderationCommands(ctx),
    courses: courseCommands(ctx),
    chats: chatCommands(ctx),
    activities: activityCommands(ctx),
    push: pushCommands(ctx),
  };
}

/** `engine.<domain>.<command>(...)`: a new command is a method in its domain's factory and nothing else. */
export type EngineCommands = ReturnType<typeof engineCommands>;
