// Which files the composers take (docs/product.md 5): the allowed extensions per kind, video only when available, gif when enabled; images alone for messages.
import { mediaExtensions, mediaTypeOfFileName, type FileMediaType } from '../../schema/media-formats';
import { fileNotSupported, sizeRefusal } from '../../schema/file-refusals';

export interface AttachmentOptions {
  videoAvailable: boolean;
  gifEnabled: boolean;
}

type FileKind = FileMediaType;

function allowedKinds({ videoAvailable, gifEnabled }: AttachmentOptions): FileKind[] {
  return (Object.keys(mediaExtensions) as FileKind[]).filter((k) => (k !== 'video' || videoAvailable) && (k !== 'gif' || gifEnabled));
}

/** The file input's accept list: every allowed extension, dotted. */
export function acceptList(opts: AttachmentOptions): string {
  return allowedKinds(opts)
    .flatMap((k) => mediaExtensions[k].map((ext) => `.${ext}`))
    .join(',');
}

/** Why this file cannot be attached, naming it, in the product's words; null when it can. */
export function attachmentRefusal(file: { name: string; size: number }, opts: AttachmentOptions): string | null {
  const kind = mediaTypeOfFileName(file.name);
  if (!kind || !allowedKinds(opts).includes(kind)) return fileNotSupported(file.name);
  return sizeRefusal(file);
}

/** A message's images: the post image formats alone (no gif, video or document), with the same size rule. */
export const imageAcceptList = mediaExtensions.image.map((ext) => `.${ext}`).join(',');

/** Why this file cannot be a message's image, in the product's words; null when it can. */
export function imageRefusal(file: { name: string; size: number }): string | null {
  if (mediaTypeOfFileName(file.name) !== 'image') return fileNotSupported(file.name);
  return attachmentRefusal(file, { videoAvailable: false, gifEnabled: false });
}
