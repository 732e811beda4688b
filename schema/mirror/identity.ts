// The mirror's name, current version and open notice, without Dexie: the page opens the mirror by these and never creates or upgrades it.
import { tablesOf } from '../contract';
import { contracts } from '../contracts';

export const MIRROR_NAME = 'community';

/** The newest version frozen in versions.ts (a test holds the two equal). */
export const LAST_FROZEN_VERSION = 16;

/** The version the code declares: the frozen history, then one version per contract table's `since` (contract-versions.ts). */
export const MIRROR_VERSION = Math.max(LAST_FROZEN_VERSION, ...tablesOf(contracts).map((t) => t.since));

/**
 * Whoever opens the mirror (the engine's worker) names it on this channel once it is open at its version, so a page
 * waiting to read it opens it then (docs/architecture.md, "The device mirror").
 */
export const MIRROR_OPEN_CHANNEL = 'community-mirror-open';
