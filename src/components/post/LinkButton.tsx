// A post's link button: an external link (http(s) or mailto) opened in a new tab, never given our window.
import type { LinkButton as LinkButtonValue } from '../../../schema/posts';
import { isValidLinkUrl } from '../../../schema/post-rules';

export default function LinkButton({ value }: { value: LinkButtonValue | null }) {
  // A URL that breaks the rule (an older row, a bad server) is not made a link at all.
  if (!value || !isValidLinkUrl(value.url)) return null;
  return (
    <a className="button post__link-button" dir="auto" href={value.url} target="_blank" rel="noopener noreferrer" data-testid="link-button">
      {value.text}
    </a>
  );
}
