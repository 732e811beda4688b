// A message's text: mentions lead to the member's profile, web links open in a new tab, everything else is a text node (never HTML).
import { Link } from '../../app/router';
import type { TextEntities } from '../../../schema/text-entities';
import { href } from '../../app/links';
import { messageSegments } from '../../lib/message-segments';

export default function MessageText({ body, entities }: { body: string; entities: TextEntities }) {
  // The member wrote it in their own language: its direction is its own, not the page's (a Hebrew page, an English message).
  return (
    <div className="message__text" dir="auto">
      {messageSegments(body, entities).map((s, i) =>
        s.kind === 'text' ? (
          s.text
        ) : s.kind === 'link' ? (
          <a key={i} href={s.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {s.text}
          </a>
        ) : s.kind === 'mention' ? (
          <Link key={i} className="mention" to={href('profile', { id: s.user_id })}>
            {s.text}
          </Link>
        ) : (
          <Link key={i} className="hashtag" to={href('hashtags', { hashtagId: s.tag })}>
            {s.text}
          </Link>
        ),
      )}
    </div>
  );
}
