// Page title (docs/product.md 1), number shortening (docs/product.md 9), group labels and posting rights (docs/product.md 6), relative times, in English and in other languages.
import { describe, expect, it } from 'vitest';
import { POWERED_BY, pageTitle } from '../../src/lib/page-title';
import { formatCount } from '../../src/lib/format-count';
import { canPost, listedInGroups, membershipLabel, showsMembersCount } from '../../src/lib/group-rules';
import { formatRelativeTime } from '../../src/lib/relative-time';
import { formatDateTime } from '../../src/lib/date-time';
import { setLanguageInUse } from '../../src/i18n/language-in-use';
import type { LocalGroup } from '../../schema/local-db';

const config = { artist_long_name: 'The Night Owls', app_name: 'Owls', white_label: false };

describe('pageTitle', () => {
  it('is the long name, plus powered-by unless white-label', () => {
    expect(pageTitle(config)).toBe(`The Night Owls - ${POWERED_BY}`);
    expect(pageTitle({ ...config, white_label: true })).toBe('The Night Owls');
  });

  it('puts a screen title before the community suffix', () => {
    expect(pageTitle({ ...config, white_label: true }, 'Groups')).toBe('Groups | The Night Owls');
    expect(pageTitle({ ...config, white_label: true }, 'Groups', false)).toBe('Groups');
    expect(pageTitle(config, 'Groups')).toBe(`Groups | The Night Owls - ${POWERED_BY}`);
  });
});

describe('formatCount', () => {
  it.each([
    [999, '999'],
    [1000, '1K'],
    [1250, '1.3K'],
    [999_999, '1M'],
    [1_000_000, '1M'],
    [2_450_000, '2.5M'],
  ])('%d shows as %s', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });

  it('shortens in the language in use, through Intl', () => {
    expect(formatCount(1250, 'fr')).toBe('1,3\u00a0k');
    expect(formatCount(2_450_000, 'uk')).toBe('2,5\u00a0млн');
    expect(formatCount(12_345, 'ja')).toBe('1.2万');
    expect(formatCount(999, 'he')).toBe('999');
  });
});

function group(over: Partial<LocalGroup>): LocalGroup {
  return {
    id: 1, key: 'g', name: 'G', description: '', layout: 'default', image: null, header_image: null,
    membership_type: 'public', membership_status: 'member', user_role: null, posting_permission: 'everyone',
    members_count: 3, members_viewable: true, posts_count: 0, is_mine: 1, ...over,
  };
}

describe('group rules', () => {
  it('hides the mandatory label and its members count', () => {
    expect(membershipLabel('mandatory')).toBeNull();
    expect(membershipLabel('secret')).toBe('Secret');
    expect(showsMembersCount(group({ membership_type: 'mandatory' }))).toBe(false);
    expect(showsMembersCount(group({ members_viewable: false }))).toBe(false);
    expect(showsMembersCount(group({}))).toBe(true);
  });

  it('keeps immersive groups out of lists except the member’s secret and course groups', () => {
    expect(listedInGroups(group({ layout: 'immersive' }))).toBe(false);
    expect(listedInGroups(group({ layout: 'immersive', membership_type: 'course' }))).toBe(true);
    expect(listedInGroups(group({ layout: 'immersive', membership_type: 'secret', is_mine: 0 }))).toBe(false);
  });

  it('lets members post where everyone may, and only admins where admins only may', () => {
    expect(canPost(group({}))).toBe(true);
    expect(canPost(group({ membership_status: null }))).toBe(false);
    expect(canPost(group({ membership_status: 'pending' }))).toBe(false);
    expect(canPost(group({ posting_permission: 'admins_only' }))).toBe(false);
    expect(canPost(group({ posting_permission: 'admins_only', user_role: 'admin' }))).toBe(true);
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2025-01-10T12:00:00Z');
  it.each([
    ['2025-01-10T11:59:50Z', 'now'],
    ['2025-01-10T11:55:00Z', '5 minutes ago'],
    ['2025-01-10T09:00:00Z', '3 hours ago'],
    ['2025-01-09T12:00:00Z', 'yesterday'],
    ['2024-12-20T12:00:00Z', '3 weeks ago'],
  ])('%s is %s', (iso, text) => {
    expect(formatRelativeTime(iso, now)).toBe(text);
  });

  it('speaks the language in use', () => {
    expect(formatRelativeTime('2025-01-10T11:55:00Z', now, 'fr')).toBe('il y a 5 minutes');
    expect(formatRelativeTime('2025-01-10T09:00:00Z', now, 'uk')).toBe('3 години тому');
    expect(formatRelativeTime('2025-01-09T12:00:00Z', now, 'he')).toBe('אתמול');
  });
});

describe('formatDateTime', () => {
  // Half past three in the afternoon on the device's clock, whatever its time zone.
  const iso = new Date(2025, 0, 10, 15, 30).toISOString();

  it('says date and time in the language in use, not the browser’s', () => {
    expect(formatDateTime(iso, 'en').replace(/\s/g, ' ')).toBe('Jan 10, 2025, 3:30 PM');
    expect(formatDateTime(iso, 'fr')).toBe('10 janv. 2025, 15:30');
    expect(formatDateTime(iso, 'he')).toBe('10 בינו׳ 2025, 15:30');
    expect(formatDateTime(iso, 'uk')).toBe('10 січ. 2025 р., 15:30');
  });

  it('follows the page when it changes language', () => {
    setLanguageInUse('fr');
    try {
      expect(formatDateTime(iso)).toBe('10 janv. 2025, 15:30');
    } finally {
      setLanguageInUse('en');
    }
  });
});
