// Live reads of a pending post's or message's attachments (bytes and upload progress) from the mirror, and object URLs for their previews.
import { useLiveQuery } from './use-live-query';
import { useEffect, useState } from 'react';
import type { LocalUpload } from '../../schema/mirror/uploads';
import { localDb } from '../data/local-db';

/** The attachments of a post or message still on this device, in their order; empty for one without any (or null client id). */
function useUploadsOf(owner: 'post_client_id' | 'message_client_id', clientId: string | null): LocalUpload[] | undefined {
  return useLiveQuery(
    async () => (clientId ? (await localDb().uploads.where(owner).equals(clientId).toArray()).sort((a, b) => a.position - b.position) : []),
    [owner, clientId],
  );
}

/** The attachments of a post still on this device, in their order. */
export const usePostUploads = (postClientId: string | null) => useUploadsOf('post_client_id', postClientId);

/** The images of a message still on this device, in their order. */
export const useMessageUploads = (messageClientId: string | null) => useUploadsOf('message_client_id', messageClientId);

/** An object URL for a Blob while the component shows it; revoked when the blob changes or the component goes. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}
