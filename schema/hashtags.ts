// Hashtags: the posts that carry a tag, newest first, paged like a wall.
import { z } from 'zod';

/** A tag as the server finds it in text (schema of server/core/text-entities.ts): letters, digits and `_`. */
export const hashtagParams = z.object({ tag: z.string().min(1).max(100).regex(/^[\p{L}\p{N}_]+$/u) });
