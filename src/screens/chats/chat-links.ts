// Where a chat's screens are: by its id once sent, by its client id while it is a chat started on this device.
import type { LocalChat } from '../../../schema/mirror/chats';
import { href } from '../../app/links';

export function chatHref(chat: Pick<LocalChat, 'id' | 'client_id'>, mode?: 'members'): string {
  if (chat.id > 0) return href('messages', { id: chat.id, mode });
  return `${href('messages')}?chat=${encodeURIComponent(chat.client_id ?? '')}${mode ? `&mode=${mode}` : ''}`;
}

export const inboxHref = (archived = false): string => (archived ? `${href('messages')}?view=archived` : href('messages'));

/** Where the chat the engine answered with is: `h<id>` for one the device holds, `c<client id>` for one just started. */
export const chatHrefOfUid = (uid: string): string =>
  uid.startsWith('h') ? chatHref({ id: Number(uid.slice(1)), client_id: null }) : chatHref({ id: 0, client_id: uid.slice(1) });
