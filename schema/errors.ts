// The error body every API answers on failure: `{ "errors": [...] }`.
import { z } from 'zod';

export const errorBody = z.object({ errors: z.array(z.string()).min(1) });
export type ErrorBody = z.infer<typeof errorBody>;
