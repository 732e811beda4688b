// The name a chat goes by: the one its members gave it, else the other members' names, in the page's language.
import type { Member } from '../../schema/members';
import { i18n } from '../i18n/i18n';
import { languageInUse } from '../i18n/language-in-use';

/** Whether the chat's title is members' words only (its name, or up to three names in Intl's list): isolated as a member's words where it shows. */
export function chatTitleIsMembers(chat: { name: string | null; members: Member[] }, me: number | undefined): boolean {
  if (chat.name) return true;
  const others = chat.members.filter((m) => m.id !== me).length;
  return others > 0 && others <= 3;
}

/** The chat's name as members see it: its own, else the other members' names (three, then how many more). */
export function chatTitle(chat: { name: string | null; members: Member[] }, me: number | undefined): string {
  if (chat.name) return chat.name;
  const others = chat.members.filter((m) => m.id !== me).map((m) => m.display_name);
  if (others.length === 0) return i18n.t('chats:onlyYou');
  // A list of names as a label ("Ann, Ben, Cy"); past three, a sentence that ends with how many more ("…, and 2 more").
  if (others.length <= 3) return new Intl.ListFormat(languageInUse(), { type: 'unit', style: 'short' }).format(others);
  const more = i18n.t('chats:moreMembers', { count: others.length - 3 });
  return new Intl.ListFormat(languageInUse(), { type: 'conjunction' }).format([...others.slice(0, 3), more]);
}
