// The text composer (comments, replies) lives in composer/TextComposer.tsx; the wall's composer is composer/PostComposer.tsx.
export { default } from './composer/TextComposer';
export type { TextComposerProps as ComposerProps } from './composer/TextComposer';
