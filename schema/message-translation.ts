// The product's messages in another language: an English text of schema/messages.ts, placeholders filled or not, read back to its key and said again from a translated catalogue (schema/locales/<lng>.json), for the server's answers and the engine's words on the page.
import { formatMessage, messages, type MessageKey } from './messages';

/** One language's words for the catalogue's keys (schema/locales/<lng>.json); a key it lacks stays English. */
export type MessageCatalogue = Readonly<Partial<Record<MessageKey, string>>>;

interface Template {
  key: MessageKey;
  pattern: RegExp;
  names: string[];
}

const placeholder = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let exact: Map<string, MessageKey> | null = null;
const templates: Template[] = [];

/** Built on first use: the plain messages by their text, the ones with placeholders as patterns. */
function index(): Map<string, MessageKey> {
  if (exact) return exact;
  exact = new Map();
  for (const [key, text] of Object.entries(messages) as [MessageKey, string][]) {
    const names = [...text.matchAll(placeholder)].map((m) => m[1] ?? '');
    if (names.length === 0) {
      exact.set(text, key);
      continue;
    }
    const source = text.split(placeholder).map((part, i) => (i % 2 === 1 ? '(.+?)' : escape(part))).join('');
    templates.push({ key, pattern: new RegExp(`^${source}$`), names });
  }
  return exact;
}

/** The catalogue's key of an English message and the values its placeholders were filled with; null for any other text. */
export function messageKeyOf(text: string): { key: MessageKey; values: Record<string, string> } | null {
  const key = index().get(text);
  if (key) return { key, values: {} };
  for (const t of templates) {
    const match = t.pattern.exec(text);
    if (match) return { key: t.key, values: Object.fromEntries(t.names.map((n, i) => [n, match[i + 1] ?? ''])) };
  }
  return null;
}

/** The message in the catalogue's language; a text that is not the catalogue's English (a member's words, a capability's own) comes back as it is. */
export function localMessage(text: string, catalogue: MessageCatalogue): string {
  const found = messageKeyOf(text);
  const translated = found && catalogue[found.key];
  return translated ? formatMessage(translated, found.values) : text;
}
