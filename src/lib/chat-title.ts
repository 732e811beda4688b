// The name a chat goes by: the one its members gave it, else the other members' names.
import type { Member } from '../../schema/members';

/** The chat's name as members see it: its own, else the other members' names. */
export function chatTitle(chat: { name: string | null; members: Member[] }, me: number | undefined): string {
  if (chat.name) return chat.name;
  const others = chat.members.filter((m) => m.id !== me).map((m) => m.display_name);
  if (others.length === 0) return 'Only you';
  return others.length <= 3 ? others.join(', ') : `${others.slice(0, 3).join(', ')} and ${others.length - 3} more`;
}
