// Small shared wire pieces: ids, timestamps, authors, the two kinds of paging (docs/api-paging.md).
import { z } from 'zod';
import { messages } from './messages';

export const isoDate = z.string().datetime({ offset: true });
export const numericId = z.coerce.number().int().positive().max(2_147_483_647);
export const clientId = z.string().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/);


/** A list paged by `?cursor=`: `next` is the opaque cursor of the next page, to send back as it came; null on the last page. */
export const pageMeta = z.object({ next: z.string().nullable() });
export type PageMeta = z.infer<typeof pageMeta>;

/** A list paged by `?page=`: `next` is the next page's number; null on the last page. */
export const numberedPageMeta = z.object({ next: z.number().int().nullable() });

/** `?page=`: always a page number, 1 (the default) the first page; never a cursor (docs/api-paging.md). */
export const pageNumber = (max: number) =>
  z.coerce
    .number({ message: messages.pageNotANumber })
    .int({ message: messages.pageNotANumber })
    .min(1, { message: messages.pageNotANumber })
    .max(max, { message: messages.pageNotANumber })
    .default(1);

/** Each list takes one of the two; the other is refused, not ignored: a client counting pages would read page 1 again and again. */
export const pageRefused = z.undefined({ message: messages.cursorNotPageNumber }).optional();
export const cursorRefused = z.undefined({ message: messages.pageNotCursor }).optional();

export const imageVersions = z.object({ small: z.string(), large: z.string() });
