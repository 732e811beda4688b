// Text entities of posts and comments: mentions and hashtags with their indices, found by the server (docs/product.md 3).
import { z } from 'zod';

export const mention = z.object({ user_id: z.number().int(), start: z.number().int(), end: z.number().int() });
export const hashtag = z.object({ tag: z.string(), start: z.number().int(), end: z.number().int() });
export const textEntities = z.object({ mentions: z.array(mention), hashtags: z.array(hashtag) });
export type TextEntities = z.infer<typeof textEntities>;
export const noTextEntities: TextEntities = { mentions: [], hashtags: [] };
