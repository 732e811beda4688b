// A member's words (a name, a chat's title, a search) inside a translated sentence, set apart for the bidirectional algorithm: what <bdi> does, in plain text, so titles and labels get it too.
import { textDirection } from '../../schema/languages';
import { languageInUse } from './language-in-use';

/**
 * In a right-to-left page the punctuation and numbers next to a name in Latin letters would be drawn on the wrong side
 * of it: first-strong isolate … pop directional isolate make the name a unit of its own direction. A left-to-right
 * page keeps the text as it was, so its sentences read (and the journeys match them) exactly as English writes them.
 */
export function isolate(text: string, language: string = languageInUse()): string {
  return textDirection(language) === 'rtl' ? `\u2068${text}\u2069` : text;
}
