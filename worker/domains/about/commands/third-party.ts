// The third-party software lists the build wrote (dist/third-party/<part>.json): fetched here, never by the page (docs/architecture.md), and answered by the service worker's precache offline.
import { REQUEST_TIMEOUT_MS } from '../../../../schema/constants';
import { thirdPartyFile, thirdPartyList, thirdPartyParts, type ThirdPartyPackage, type ThirdPartyPart } from '../../../../schema/third-party';
import type { EngineContext } from '../../../commands/context';

/** Each part's packages; null for a part whose list could not be read (a development server writes none). */
export type ThirdPartyLists = Record<ThirdPartyPart, ThirdPartyPackage[] | null>;

async function readList(origin: string, part: ThirdPartyPart): Promise<ThirdPartyPackage[] | null> {
  try {
    const res = await fetch(new URL(thirdPartyFile(part), origin), { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (!res.ok) return null;
    const parsed = thirdPartyList.safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function aboutCommands({ origin }: Pick<EngineContext, 'origin'>) {
  return {
    /** The packages the page, the engine and the service worker ship, as the build listed them. */
    async thirdPartySoftware(): Promise<ThirdPartyLists> {
      const lists = await Promise.all(thirdPartyParts.map((part) => readList(origin, part)));
      return Object.fromEntries(thirdPartyParts.map((part, i) => [part, lists[i]!])) as ThirdPartyLists;
    },
  };
}
