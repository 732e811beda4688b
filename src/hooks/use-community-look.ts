// Keeps the document in the community's look (src/app/community-look.ts) as the mirrored configuration changes.
import { useEffect } from 'react';
import { applyCommunityLook } from '../app/community-look';
import { useSession } from '../app/session-context';

export function useCommunityLook(): void {
  const { configuration } = useSession();
  useEffect(() => applyCommunityLook(document, configuration), [configuration]);
}
