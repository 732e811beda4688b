// Live reads of a pending post's attachments (bytes and upload progress) from the mirror, and object URLs for their previews.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { LocalUpload } from '../../schema/mirror/uploads';
import { localDb } from './local-db';

/** The attachments of a post still on this device, in their order; empty for a post without any (or null client id). */
export function usePostUploads(postClientId: string | null): LocalUpload[] | undefined {
  return useLiveQuery(
    async () => (postClientId ? (await localDb().uploads.where('post_client_id').equals(postClientId).toArray()).sort((a, b) => a.position - b.position) : []),
    [postClientId],
  );
}

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
