// The community's legal documents without zod, for the page too: which there are, their address on screen, the limits, the words of a refusal.

/** The two documents a member agrees to; the configuration's `legal` names each one's current version. */
export const legalKinds = ['privacy_policy', 'terms_conditions'] as const;
export type LegalKind = (typeof legalKinds)[number];

export const LEGAL_TITLE_MAX = 200;
export const LEGAL_BODY_MAX = 200_000;

export const isLegalKind = (value: string | undefined): value is LegalKind => (legalKinds as readonly string[]).includes(value ?? '');

/** The capability's own refusals (docs/architecture.md "Recipe: add a capability"). */
export const legalMessages = {
  notFound: 'This document does not exist',
  notPublished: 'This community has not published this document yet',
  titleRequired: 'Give the document a title',
  titleTooLong: 'The title can be at most 200 characters',
  bodyRequired: 'Write the document',
  bodyTooLong: 'The document can be at most 200000 characters',
} as const;
