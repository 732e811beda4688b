// The parts of the build that ship third-party packages, and where each one's list is (dist/third-party/<part>.json), without zod for the page.

/** The page (the React app), the sync engine's worker, the service worker: in the order the screen names them. */
export const thirdPartyParts = ['app', 'engine', 'sw'] as const;
export type ThirdPartyPart = (typeof thirdPartyParts)[number];

/** The folder the build writes the lists to, beside the app (scripts/third-party-licences.ts). */
export const THIRD_PARTY_DIR = 'third-party';

/** The path a part's list is served at (and precached by the service worker under). */
export const thirdPartyFile = (part: ThirdPartyPart): string => `/${THIRD_PARTY_DIR}/${part}.json`;
