// Post media recognised by their first bytes (never by name or declared type): images, gif, video containers, pdf.
import type { MediaType } from '../../schema/media';
import { sniffImageType } from './uploads';

export interface SniffedMedia {
  mediaType: Exclude<MediaType, 'track'>;
  mime: string;
  ext: string;
}

/** How many leading bytes sniffing reads. */
export const SNIFF_BYTES = 64;

const at = (buf: Buffer, text: string, offset = 0) => buf.subarray(offset, offset + text.length).toString('latin1') === text;
const bytesAt = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);

function sniffVideo(buf: Buffer): SniffedMedia | null {
  const video = (mime: string, ext: string): SniffedMedia => ({ mediaType: 'video', mime, ext });
  // ISO base media (mp4, mov): a box of type ftyp, or a QuickTime file opening with moov, mdat, wide or free.
  if (at(buf, 'ftyp', 4)) return at(buf, 'qt  ', 8) ? video('video/quicktime', 'mov') : video('video/mp4', 'mp4');
  if (['moov', 'mdat', 'wide', 'free'].some((t) => at(buf, t, 4))) return video('video/quicktime', 'mov');
  if (bytesAt(buf, [0x1a, 0x45, 0xdf, 0xa3])) return video('video/webm', 'webm');
  if (at(buf, 'OggS')) return video('video/ogg', 'ogv');
  if (bytesAt(buf, [0x00, 0x00, 0x01, 0xba]) || bytesAt(buf, [0x00, 0x00, 0x01, 0xb3])) return video('video/mpeg', 'mpeg');
  if (at(buf, 'FLV') && buf[3] === 0x01) return video('video/x-flv', 'flv');
  if (at(buf, 'RIFF') && at(buf, 'AVI ', 8)) return video('video/x-msvideo', 'avi');
  return null;
}

/** The media kind and type of a file's first bytes; null when it is none we take. WebP is an image but not an allowed format. */
export function sniffMedia(head: Buffer): SniffedMedia | null {
  const image = sniffImageType(head);
  if (image?.ext === 'gif') return { mediaType: 'gif', ...image };
  if (image && image.ext !== 'webp') return { mediaType: 'image', ...image };
  if (at(head, '%PDF-')) return { mediaType: 'document', mime: 'application/pdf', ext: 'pdf' };
  return sniffVideo(head);
}
