// The document title of docs/product.md 1 (the app's long name, or a screen title with the community suffix, plus powered-by): the rule lives in schema/branding.ts, which the server's page previews share.
export { POWERED_BY, pageTitle, type TitleWords } from '../../schema/branding';
