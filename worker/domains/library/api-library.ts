// The engine's library reads (docs/api-library.md): a folder with its path and contents, an article.
import { apiPaths, fillPath } from '../../../schema/api-paths';
import { articleAnswer, folderListing } from '../../../schema/library';
import type { ApiClient } from '../../api-client';

export function libraryCalls(client: ApiClient) {
  return {
    /** null: the root's folders. */
    folder: (id: number | null) =>
      client.request('GET', id === null ? apiPaths.folders : fillPath(apiPaths.folder, { id }), { schema: folderListing }),
    article: (id: number) => client.request('GET', fillPath(apiPaths.article, { id }), { schema: articleAnswer }),
  };
}
