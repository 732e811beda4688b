// Audio tracks of lessons recognised by their first bytes: mp3, m4a, wav, ogg and flac (video containers are sniffed in sniff-media.ts).
export interface SniffedAudio {
  mime: string;
  ext: string;
}

const at = (buf: Buffer, text: string, offset = 0) => buf.subarray(offset, offset + text.length).toString('latin1') === text;

export function sniffAudio(head: Buffer): SniffedAudio | null {
  if (at(head, 'ID3') || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)) return { mime: 'audio/mpeg', ext: 'mp3' };
  if (at(head, 'ftyp', 4) && (at(head, 'M4A ', 8) || at(head, 'M4B ', 8))) return { mime: 'audio/mp4', ext: 'm4a' };
  if (at(head, 'RIFF') && at(head, 'WAVE', 8)) return { mime: 'audio/wav', ext: 'wav' };
  if (at(head, 'OggS')) return { mime: 'audio/ogg', ext: 'ogg' };
  if (at(head, 'fLaC')) return { mime: 'audio/flac', ext: 'flac' };
  return null;
}
