// The legal documents' screen: the privacy policy and the terms, linked from the agreement prompt and the sign-up screen.
import { lazyScreen } from '../../app/lazy-screen';
import { defineScreenDomain } from '../../app/screen-domain';

export const legalScreens = defineScreenDomain({
  name: 'legal',
  namespace: 'legal',
  screens: { legalDocument: lazyScreen(() => import('./LegalDocumentScreen')) },
});
