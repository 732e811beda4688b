// Small shared wire pieces: ids, timestamps, authors, page metadata.
import { z } from 'zod';

export const isoDate = z.string().datetime({ offset: true });
export const numericId = z.coerce.number().int().positive().max(2_147_483_647);
export const clientId = z.string().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/);


export const pageMeta = z.object({ next: z.string().nullable() });
export type PageMeta = z.infer<typeof pageMeta>;

export const imageVersions = z.object({ small: z.string(), large: z.string() });
