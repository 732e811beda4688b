// Search commands: the server's answer for a query or a hashtag (online reads: results are not kept; opening one loads it).
import type { PostsPage } from '../../../../schema/posts';
import type { SearchAnswer, SearchMode } from '../../../../schema/search';
import type { EngineContext } from '../../../commands/context';

export function searchCommands({ api }: EngineContext) {
  return {
    /** One page of the server's matches; offline it fails like any read, and the screen searches the device instead. */
    run: (q: string, mode: SearchMode, page = 1): Promise<SearchAnswer> => api.search(q, mode, page),
    /** The posts tagged #tag, newest first, a page after `cursor` (null: the first). */
    hashtag: (tag: string, cursor: string | null = null): Promise<PostsPage> => api.hashtagPosts(tag, cursor),
  };
}
