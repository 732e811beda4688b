// A member's avatar, or their initial when they have none.
import type { Member } from '../../schema/members';

export default function Avatar({ author, size = 40 }: { author: Member; size?: number }) {
  const style = { width: size, height: size };
  if (author.avatar_url) {
    return <img className="avatar" src={author.avatar_url} alt="" style={style} loading="lazy" decoding="async" />;
  }
  return (
    <span className="avatar avatar--initial" style={style} aria-hidden="true">
      {author.display_name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
