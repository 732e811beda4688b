// The events' refusals (schema/events/event-rules.ts, English on the wire and from the engine's checks) said in the page's language; any other message as the product's catalogue says it.
import { useTranslation } from 'react-i18next';
import { eventMessages } from '../../../schema/events/event-rules';
import { useLocalMessage } from '../../i18n/use-local-message';

type RefusalKey = keyof typeof eventMessages;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each refusal as a pattern: its placeholders (`{plan}`) match the values the server put in. */
const patterns = Object.entries(eventMessages).map(([key, text]) => {
  const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const source = escape(text).replace(/\\\{\w+\\\}/g, '(.+)');
  return { key: key as RefusalKey, names, re: new RegExp(`^${source}\\.?$`) };
});

export function useEventMessage(): (text: string) => string {
  const { t } = useTranslation('events');
  const local = useLocalMessage();
  return (text) => {
    for (const { key, names, re } of patterns) {
      const m = re.exec(text);
      if (!m) continue;
      const values = Object.fromEntries(names.map((n, i) => [n, m[i + 1] ?? ''])) as { plan?: string };
      return t(`refusals.${key}`, values);
    }
    return local(text);
  };
}
