// A post's or comment's text with its mentions and hashtags marked; every part is a text node (never HTML).
import type { TextEntities } from '../../schema/text-entities';
import { textSegments } from '../lib/text-segments';

export default function PostText({ body, entities, className }: { body: string; entities: TextEntities; className?: string }) {
  return (
    <div className={className}>
      {textSegments(body, entities).map((s, i) =>
        s.kind === 'text' ? (
          s.text
        ) : s.kind === 'mention' ? (
          <span key={i} className="mention" data-user-id={s.user_id}>
            {s.text}
          </span>
        ) : (
          <span key={i} className="hashtag" data-tag={s.tag}>
            {s.text}
          </span>
        ),
      )}
    </div>
  );
}
