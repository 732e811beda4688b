// The 'he' words' files, loaded only for a page in that language (src/i18n/locale-files.ts).
import { filesOf } from './files-of';

export default filesOf(import.meta.glob('../locales/he/*.json', { import: 'default' }), import.meta.glob('../../screens/*/locales/he.json', { import: 'default' }), import.meta.glob('../../../schema/locales/he.json', { import: 'default' }));
