// The legal documents contract: the privacy policy and the terms as the community wrote them, each version kept, and their screens.
import { defineContract } from '../contract';

export const legalContract = defineContract()({
  name: 'legal',
  apiPaths: {
    /** GET (anyone, signed in or not): the version the configuration names; PUT (hosts) {title, body}: a new version. */
    legalDocument: '/api/v2/legal_documents/:kind',
  },
  routes: {
    /** Public: the sign-up screen and the agreement prompt link them, and a visitor may read them. */
    legalDocument: { path: '/legal/:kind', access: 'public', scroll: 'top' },
  },
  tables: [],
  writes: {},
});
