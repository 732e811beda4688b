// The posts domain: posts and comments with their likes, polls, edits, attachments, drafts, the composer, scheduled posts and a host's moderation.
import { defineDomain } from '../domain';
import { comments } from './collections/comments';
import { likes } from './collections/likes';
import { posts } from './collections/posts';
import { commentCommands } from './commands/comments';
import { composerCommands } from './commands/composer';
import { draftCommands } from './commands/drafts';
import { editCommands } from './commands/edits';
import { likeCommands } from './commands/likes';
import { moderationCommands } from './commands/moderation';
import { pollCommands } from './commands/polls';
import { postCommands } from './commands/posts';
import { commentCreate } from './mutations/comment-create';
import { likeCreate, likeDelete } from './mutations/like-toggle';
import { mediaUpload } from './mutations/media-upload';
import { pollVote } from './mutations/poll-vote';
import { postCreate } from './mutations/post-create';
import { commentDelete, commentUpdate, postCommentsSetting, postDelete, postPin, postUnpin, postUpdate } from './mutations/row-changes';

export const postsDomain = defineDomain({
  name: 'posts',
  collections: { posts, comments, likes },
  commands: (ctx) => ({
    posts: postCommands(ctx),
    comments: commentCommands(ctx),
    likes: likeCommands(ctx),
    edits: editCommands(ctx),
    polls: pollCommands(ctx),
    drafts: draftCommands(ctx),
    composer: composerCommands(ctx),
    moderation: moderationCommands(ctx),
  }),
  mutations: {
    'post.create': postCreate,
    'media.upload': mediaUpload,
    'comment.create': commentCreate,
    'post.update': postUpdate,
    'post.delete': postDelete,
    'post.pin': postPin,
    'post.unpin': postUnpin,
    'post.set_comments': postCommentsSetting,
    'comment.update': commentUpdate,
    'comment.delete': commentDelete,
    'poll.vote': pollVote,
    'like.create': likeCreate,
    'like.delete': likeDelete,
  },
});
