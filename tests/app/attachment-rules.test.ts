// The composer's file rules: the accept list follows the options, refusals use the product's words.
import { describe, expect, it } from 'vitest';
import { MEDIA_MAX_BYTES } from '../../schema/media';
import { fileNotSupported } from '../../schema/file-refusals';
import { acceptList, attachmentRefusal } from '../../src/lib/attachment-rules';
import { formatBytes } from '../../src/lib/format-bytes';
import { setLanguageInUse } from '../../src/i18n/language-in-use';

/** Intl puts a no-break space between number and unit. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

const all = { videoAvailable: true, gifEnabled: true };

describe('attachment rules', () => {
  it('accepts the allowed extensions, video only when available and gif only when enabled', () => {
    expect(acceptList(all).split(',')).toEqual(expect.arrayContaining(['.jpeg', '.png', '.tiff', '.mp4', '.mov', '.avi', '.pdf', '.gif']));
    expect(acceptList({ videoAvailable: false, gifEnabled: true })).not.toContain('.mp4');
    expect(acceptList({ videoAvailable: true, gifEnabled: false })).not.toContain('.gif');
  });

  it('refuses other formats as not supported, and empty or too large files, each naming the file and why', () => {
    expect(attachmentRefusal({ name: 'a.PNG', size: 10 }, all)).toBeNull();
    expect(attachmentRefusal({ name: 'clip.MOV', size: 10 }, all)).toBeNull();
    expect(attachmentRefusal({ name: 'notes.txt', size: 10 }, all)).toBe(fileNotSupported('notes.txt'));
    expect(attachmentRefusal({ name: 'photo.webp', size: 10 }, all)).toBe(fileNotSupported('photo.webp'));
    expect(attachmentRefusal({ name: 'clip.mp4', size: 10 }, { ...all, videoAvailable: false })).toBe(fileNotSupported('clip.mp4'));
    expect(attachmentRefusal({ name: 'a.gif', size: 10 }, { ...all, gifEnabled: false })).toBe(fileNotSupported('a.gif'));
    expect(attachmentRefusal({ name: 'a.png', size: 0 }, all)).toBe('“a.png” is empty: choose a file with something in it.');
    expect(attachmentRefusal({ name: 'a.mp4', size: MEDIA_MAX_BYTES + 1 }, all)).toBe('“a.mp4” is too large: a file can be at most 200 MB.');
  });

  it('says sizes plainly', () => {
    expect(spaced(formatBytes(900))).toBe('900 bytes');
    expect(spaced(formatBytes(1536))).toBe('1.5 kB');
    expect(spaced(formatBytes(20 * 1024))).toBe('20 kB');
    expect(spaced(formatBytes(3 * 1024 * 1024))).toBe('3.0 MB');
    expect(spaced(formatBytes(2.5 * 1024 ** 3))).toBe('2.5 GB');
  });

  it('says sizes in the language in use, with its own units and decimal mark', () => {
    expect(spaced(formatBytes(900, 'fr'))).toBe('900 octets');
    expect(spaced(formatBytes(1536, 'fr'))).toBe('1,5 ko');
    expect(spaced(formatBytes(3 * 1024 * 1024, 'fr'))).toBe('3,0 Mo');
    expect(spaced(formatBytes(2.5 * 1024 ** 3, 'uk'))).toBe('2,5 ГБ');
    expect(spaced(formatBytes(900, 'he'))).toBe('900 בייט');
    setLanguageInUse('da');
    try {
      expect(spaced(formatBytes(1536))).toBe('1,5 kB');
    } finally {
      setLanguageInUse('en');
    }
  });
});
