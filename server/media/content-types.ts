// The Content-Type a stored file is served with, by its name's extension (the names the server gives say what it found in the bytes).

/** The same types the static file server gave these files (the `mime` package's). */
const types: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mpeg: 'video/mpeg',
  flv: 'video/x-flv',
  avi: 'video/x-msvideo',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  flac: 'audio/x-flac',
  txt: 'text/plain; charset=utf-8',
};

export function contentTypeOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot >= 0 && types[name.slice(dot + 1).toLowerCase()]) || 'application/octet-stream';
}
