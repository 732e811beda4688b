// Column helpers every table file shares: timestamps that survive a round trip through a JS Date, and image variant paths.
import { timestamp } from 'drizzle-orm/pg-core';

/** Millisecond precision so a timestamp survives a round trip through a JS Date (keyset cursors rely on it). */
export const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });
export const createdAt = () => ts('created_at').notNull().defaultNow();

export type ImageVersions = { small: string; large: string };
