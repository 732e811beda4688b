// The engine's commands by domain: each domain is one factory over the shared context, and the Engine type derives from this.
import { accountCommands } from './account';
import { activityCommands } from './activities';
import { chatCommands } from './chats';
import { commentCommands } from './comments';
import { composerCommands } from './composer';
import { courseCommands } from './courses';
import type { EngineContext } from './context';
import { draftCommands } from './drafts';
import { editCommands } from './edits';
import { emailCommands } from './email';
import { groupCommands } from './groups';
import { libraryCommands } from './library';
import { likeCommands } from './likes';
import { moderationCommands } from './moderation';
import { offlineCommands } from './offline';
import { outboxCommands } from './outbox';
import { passwordCommands } from './passwords';
import { peopleCommands } from './people';
import { pollCommands } from './polls';
import { pushCommands } from './push';
import { postCommands } from './posts';
import { profileCommands } from './profile';
import { searchCommands } from './search';
import { sessionCommands } from './session';
import { settingsCommands } from './settings';

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
