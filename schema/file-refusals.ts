// Why one file cannot be uploaded, naming it: the same words from the composer's own check and from the server (docs/decisions.md "Upload refusals name the file").
import { MEDIA_MAX_BYTES, mediaTypeOfFileName } from './media-formats';
import { formatMessage, messages } from './messages';

const MAX_MB = Math.floor(MEDIA_MAX_BYTES / (1024 * 1024));

export const fileEmpty = (file: string): string => formatMessage(messages.fileEmpty, { file });
export const fileTooLarge = (file: string): string => formatMessage(messages.fileTooLarge, { file, size: MAX_MB });
export const fileNotSupported = (file: string): string => formatMessage(messages.fileNotSupported, { file });

/** A file's size refused before any byte is sent: empty, or beyond the largest upload. */
export function sizeRefusal(file: { name: string; size: number }): string | null {
  if (file.size === 0) return fileEmpty(file.name);
  return file.size > MEDIA_MAX_BYTES ? fileTooLarge(file.name) : null;
}

/** A file whose name says no kind the server stores. */
export function nameRefusal(file: { name: string }): string | null {
  return mediaTypeOfFileName(file.name) ? null : fileNotSupported(file.name);
}
