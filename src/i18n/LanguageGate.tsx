// Holds the app until its words are there in the page's language (src/i18n/page-language.ts), and follows a change of the community's languages.
import { useEffect, useState, type ReactNode } from 'react';
import { useSession } from '../app/session-context';
import { shellNamespaces } from '../app/screen-domain';
import { i18n, i18nOptions } from './i18n';
import { localeBackend } from './locale-files';
import { announceLanguage, pageLanguage } from './page-language';

i18n.use(localeBackend);
i18n.on('languageChanged', announceLanguage);

let spoken: Promise<unknown> | null = null;

/**
 * One change at a time, in the order asked: a first visit asks for English, then for the community's language when
 * the startup data lands, often while English is still loading; run side by side, the slower (English) would win.
 */
function speak(language: string): Promise<unknown> {
  const next = spoken ? spoken.catch(() => undefined).then(() => i18n.changeLanguage(language)) : i18n.init({ ...i18nOptions, lng: language, ns: [...shellNamespaces] });
  spoken = next;
  return next;
}

export default function LanguageGate({ children }: { children: ReactNode }) {
  const { ready, configuration } = useSession();
  // Until the mirror answers, the community's languages are unknown; a first visit speaks English until the startup data lands.
  const wanted = ready ? pageLanguage(configuration?.available_languages) : null;
  const [spoken, setSpoken] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    const done = () => current && setSpoken(wanted);
    speak(wanted).then(done, (err: unknown) => {
      console.warn('Could not load the words of', wanted, err);
      done();
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  return spoken === null ? null : children;
}
