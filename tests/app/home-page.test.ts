// Home page resolution of docs/product.md 2.2.
import { describe, expect, it } from 'vitest';
import { homePath } from '../../src/app/home-page';

const groups = [
  { id: 1, key: 'welcome' },
  { id: 7, key: 'fans' },
];

describe('homePath', () => {
  it('sends a wall home to that group by its key', () => {
    expect(homePath({ type: 'wall', wall_id: 7, folder_id: null }, groups)).toBe('/groups/fans');
  });

  it('falls back to the groups list while the wall is not in the mirror', () => {
    expect(homePath({ type: 'wall', wall_id: 99, folder_id: null }, groups)).toBe('/groups');
    expect(homePath({ type: 'wall', wall_id: null, folder_id: null }, groups)).toBe('/groups');
  });

  it('sends an archive home to the folder', () => {
    expect(homePath({ type: 'archive', wall_id: null, folder_id: 12 }, groups)).toBe('/folders/12');
    expect(homePath({ type: 'archive', wall_id: null, folder_id: null }, groups)).toBe('/folders');
  });

  it('sends anything else, or no configuration, to groups', () => {
    expect(homePath({ type: 'feed', wall_id: 1, folder_id: 2 }, groups)).toBe('/groups');
    expect(homePath(null, groups)).toBe('/groups');
    expect(homePath(undefined, [])).toBe('/groups');
  });
});
