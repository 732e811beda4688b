// Guard 3 of spec 4: the `pn` query parameter is kept as the push notification id and taken out of the address.
import type { Guard } from './guard-types';
import { queryParam, withoutQuery } from './guard-types';

export const PUSH_ID_QUERY = 'pn';

export const pushNotificationIdGuard: Guard = ({ target }) => {
  const id = queryParam(target, PUSH_ID_QUERY);
  if (id === null) return null;
  return { to: withoutQuery(target, [PUSH_ID_QUERY]), ...(id ? { pushNotificationId: id } : {}) };
};
