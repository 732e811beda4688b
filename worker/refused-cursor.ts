// A list's next page from the cursor the device holds; a cursor the server refuses starts that list again (docs/api-paging.md).
import { messages } from '../schema/messages';
import { ApiError } from './api-error';

/** The server's answer to a cursor it did not make, or no longer reads (an older server's form, kept on the device). */
function cursorRefused(e: unknown): boolean {
  if (!(e instanceof ApiError) || e.code !== 400) return false;
  const said = e.data.split('\n');
  return said.includes(messages.invalidCursor) || said.includes(messages.cursorNotPageNumber);
}

/**
 * The page after `cursor` (the first page for null). A refused cursor reads the first page instead: its rows are
 * already on the device or belong there, and its `meta.next` is a cursor this server reads, so the next "more" goes on.
 */
export async function pageAfter<T>(cursor: string | null, read: (cursor: string | null) => Promise<T>): Promise<T> {
  try {
    return await read(cursor);
  } catch (e) {
    if (cursor === null || !cursorRefused(e)) throw e;
    return read(null);
  }
}
