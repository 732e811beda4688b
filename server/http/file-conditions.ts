// Conditional requests for a stored file (RFC 9110 section 13), answered as the static file server answered /uploads/ before: 412, 304, and If-Range.
import type { IncomingHttpHeaders } from 'node:http';
import type { StoredInfo } from '../media/media-store';

/** The tags of an If-Match or If-None-Match list, each as sent (`W/"…"` or `"…"`). */
const tagsOf = (list: string) => list.split(',').map((t) => t.trim()).filter(Boolean);

/** Weak comparison (section 8.8.3.2): the tag with or without its `W/`. */
const sameTag = (a: string, b: string) => a.replace(/^W\//, '') === b.replace(/^W\//, '');

const dateOf = (text: string | undefined) => (text === undefined ? NaN : Date.parse(text));

/** Whole seconds, as Last-Modified says it. */
const modifiedSeconds = (info: StoredInfo) => Math.floor(info.modified.getTime() / 1000) * 1000;

/** If-Match or If-Unmodified-Since that the file does not meet: 412. */
export function preconditionFailed(headers: IncomingHttpHeaders, info: StoredInfo): boolean {
  const ifMatch = headers['if-match'];
  if (ifMatch && ifMatch !== '*' && !tagsOf(ifMatch).some((t) => sameTag(t, info.etag))) return true;
  const since = dateOf(headers['if-unmodified-since']);
  return !Number.isNaN(since) && modifiedSeconds(info) > since;
}

/** The client's copy is this file: 304. A request that asks for no cache always gets the file. */
export function notModified(headers: IncomingHttpHeaders, info: StoredInfo): boolean {
  if ((headers['cache-control'] ?? '').includes('no-cache')) return false;
  const ifNoneMatch = headers['if-none-match'];
  // If-None-Match, when sent, decides alone (If-Modified-Since is then ignored).
  if (ifNoneMatch !== undefined) return ifNoneMatch === '*' || tagsOf(ifNoneMatch).some((t) => sameTag(t, info.etag));
  const since = dateOf(headers['if-modified-since']);
  return !Number.isNaN(since) && modifiedSeconds(info) <= since;
}

/** If-Range names this file (its tag, or a date not before it was written), or is absent: the Range holds. */
export function rangeStillFits(headers: IncomingHttpHeaders, info: StoredInfo): boolean {
  const ifRange = headers['if-range'];
  if (typeof ifRange !== 'string') return ifRange === undefined;
  if (ifRange.includes('"')) return ifRange.includes(info.etag);
  const date = dateOf(ifRange);
  return !Number.isNaN(date) && modifiedSeconds(info) <= date;
}
