// Where root sends a signed-in member (docs/product.md 2.2): the configured home navigation item, groups by default.
import type { Configuration } from '../../schema/configuration';
import type { Group } from '../../schema/groups';
import { href } from './links';

type HomeItem = Configuration['home_navigation_item'];

/**
 * A wall home needs the group's key, which the mirror knows by id; until the groups arrive
 * (or when the wall is not visible to this member) the groups list stands in.
 */
export function homePath(item: HomeItem | null | undefined, groups: readonly Pick<Group, 'id' | 'key'>[]): string {
  if (item?.type === 'wall' && item.wall_id !== null) {
    const group = groups.find((g) => g.id === item.wall_id);
    return group ? href('groups', { groupId: group.key }) : href('groups');
  }
  if (item?.type === 'archive') return href('folder', { folderId: item.folder_id });
  return href('groups');
}
