// Members as other members see them: the public card that posts, comments and messages refer to by id.
import { z } from 'zod';

export const member = z.object({
  id: z.number().int(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
});
export type Member = z.infer<typeof member>;
