// Members in the mirror: one card per member, which posts and comments (and later messages) refer to by id.
import type { Member } from '../members';
import { defineTable } from './table';

/** `seen_at`: when the device last received this card, for the retention sweep. */
export type LocalMember = Member & { seen_at: number };

export const membersTable = defineTable<LocalMember, 'id'>()('members', '&id, seen_at');
