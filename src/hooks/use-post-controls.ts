// Which post controls the member may use on a delivered post: pin (the host, the group's admin) and comments off or on (the host).
import { useLiveQuery } from './use-live-query';
import { localDb } from '../data/local-db';

export interface PostControls {
  mayPin: boolean;
  mayTurnOffComments: boolean;
}

const none: PostControls = { mayPin: false, mayTurnOffComments: false };

/** `post` null: not a delivered post (a comment, a draft), no controls; the group's role is read from the mirror. */
export function usePostControls(post: { id: number; wall_key: string; status?: string } | null, role: string | undefined): PostControls {
  const delivered = !!post && post.id > 0 && !post.status;
  const isHost = role === 'admin';
  const groupAdmin = useLiveQuery(
    async () => (delivered && !isHost ? (await localDb().groups.get(post.wall_key))?.user_role === 'admin' : false),
    [delivered, isHost, post?.wall_key],
  );
  if (!delivered) return none;
  return { mayPin: isHost || groupAdmin === true, mayTurnOffComments: isHost };
}
