// Guard 3 of docs/product.md 4: the `pn` query parameter is kept as the push notification id and taken out of the address.
import { PUSH_ID_QUERY } from '../../../schema/constants';
import type { Guard } from './guard-types';
import { queryParam, withoutQuery } from './guard-types';

export { PUSH_ID_QUERY };

export const pushNotificationIdGuard: Guard = ({ target }) => {
  const id = queryParam(target, PUSH_ID_QUERY);
  if (id === null) return null;
  return { to: withoutQuery(target, [PUSH_ID_QUERY]), ...(id ? { pushNotificationId: id } : {}) };
};
