// A post's or comment's text with its mentions marked and its hashtags linking to their feed; every part is a text node (never HTML).
import { Link } from '../app/router';
import type { TextEntities } from '../../schema/text-entities';
import { href } from '../app/links';
import { textSegments } from '../lib/text-segments';

export default function PostText({ body, entities, className }: { body: string; entities: TextEntities; className?: string }) {
  return (
    // The member's own words take their own direction (dir="auto"): an English post reads left to right on a Hebrew page.
    <div className={className} dir="auto">
      {textSegments(body, entities).map((s, i) =>
        s.kind === 'text' ? (
          s.text
        ) : s.kind === 'mention' ? (
          <span key={i} className="mention" data-user-id={s.user_id}>
            {s.text}
          </span>
        ) : (
          <Link key={i} className="hashtag" data-tag={s.tag} to={href('hashtags', { hashtagId: s.tag })}>
            {s.text}
          </Link>
        ),
      )}
    </div>
  );
}
