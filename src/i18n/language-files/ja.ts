// The 'ja' words' files, loaded only for a page in that language (src/i18n/locale-files.ts).
import { filesOf } from './files-of';

export default filesOf(import.meta.glob('../locales/ja/*.json', { import: 'default' }), import.meta.glob('../../screens/*/locales/ja.json', { import: 'default' }), import.meta.glob('../../../schema/locales/ja.json', { import: 'default' }));
