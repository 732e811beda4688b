// The inbox route (/messages/{id?}/{mode?}): the chats without an id (?chat=<client id>: a chat started on this device, not sent yet), a chat, or its members.
import { useParams, useSearchParams } from '../../app/router';
import ChatMembersScreen from './ChatMembersScreen';
import ChatScreen from './ChatScreen';
import InboxScreen from './InboxScreen';

export default function MessagesRouteScreen() {
  const { id, mode: pathMode } = useParams();
  const [params] = useSearchParams();
  const mode = pathMode ?? params.get('mode');
  const started = params.get('chat');
  const key = id ? { id: Number(id) } : started ? { clientId: started } : null;
  if (!key) return <InboxScreen archived={params.get('view') === 'archived'} />;
  const at = 'id' in key ? `h${key.id}` : `c${key.clientId}`;
  // Keyed so that moving between chats starts each afresh (paging, read marks, the composer).
  if (mode === 'members') return <ChatMembersScreen key={at} chatKey={key} />;
  return <ChatScreen key={at} chatKey={key} />;
}
