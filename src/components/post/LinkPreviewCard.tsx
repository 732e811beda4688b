// A post's link preview: the linked page's image (stored by our server), site, title and description, all as text, opening the link in a new tab.
import type { LinkPreview } from '../../../schema/link-previews';
import { ownImageUrl, previewSite, safeExternalHref } from '../../lib/link-preview';

export default function LinkPreviewCard({ preview }: { preview: LinkPreview | null | undefined }) {
  // Rows from before previews have no field; a preview whose link is not http(s) is not shown at all.
  const href = preview ? safeExternalHref(preview.url) : null;
  if (!preview || !href) return null;
  const image = ownImageUrl(preview.image);
  const site = previewSite(preview);
  return (
    <a className="link-preview" href={href} target="_blank" rel="noopener noreferrer nofollow ugc" data-testid="link-preview">
      {image && preview.image && (
        <img className="link-preview__image" src={image} width={preview.image.width} height={preview.image.height} alt="" loading="lazy" decoding="async" />
      )}
      <span className="link-preview__text">
        {site && <span className="link-preview__site" dir="auto">{site}</span>}
        {preview.title && <span className="link-preview__title" dir="auto">{preview.title}</span>}
        {preview.description && <span className="link-preview__description" dir="auto">{preview.description}</span>}
      </span>
    </a>
  );
}
