// The product's messages the device says itself (the engine's fallbacks, offline, push) in the page's language; the server's come translated already.
import { useTranslation } from 'react-i18next';
import { localMessage, type MessageCatalogue } from '../../schema/message-translation';

export function useLocalMessage(): (text: string) => string {
  const { i18n } = useTranslation('messages');
  const catalogue = (i18n.getResourceBundle(i18n.language, 'messages') ?? {}) as MessageCatalogue;
  return (text) => localMessage(text, catalogue);
}
