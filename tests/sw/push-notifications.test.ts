// The service worker's push handling: what a push shows (or not, when its screen is already visible), the badge, and where a click leads.
import { describe, expect, it } from 'vitest';
import { FCM_PAYLOAD_FIELD } from '../../schema/fcm-config';
import type { PushPayload } from '../../schema/push';
import { clickTarget, openNotification } from '../../sw/notification-click';
import { PUSH_RECEIVED_MESSAGE, showPush } from '../../sw/push-messages';
import type { AppWindow, PushScope } from '../../sw/push-scope';

const ORIGIN = 'https://community.test';

class FakeWindow implements AppWindow {
  messages: unknown[] = [];
  actions: string[] = [];
  constructor(
    public url: string,
    public visibilityState: DocumentVisibilityState = 'visible',
    public focused = false,
  ) {}
  focus = async () => void this.actions.push('focus');
  navigate = async (url: string) => {
    this.actions.push(`navigate ${url}`);
    this.url = url;
  };
  postMessage = (m: unknown) => void this.messages.push(m);
}

function fakeScope(windows: FakeWindow[] = [], badging = true) {
  const shown: { title: string; options: NotificationOptions }[] = [];
  const opened: string[] = [];
  const badges: number[] = [];
  const scope: PushScope = {
    origin: ORIGIN,
    windows: async () => windows,
    openWindow: async (url) => void opened.push(url),
    showNotification: async (title, options) => void shown.push({ title, options }),
    setBadge: badging ? async (n) => void badges.push(n) : undefined,
  };
  return { scope, shown, opened, badges };
}

const payload = (over: Partial<PushPayload> = {}): PushPayload => ({
  title: 'Noah Fisher replied to your comment',
  body: 'See you at nine',
  icon: '/icons/icon-192.png',
  link: '/posts/12/comments/34',
  pn: '77',
  badge_count: 3,
  ...over,
});

describe('showPush', () => {
  it('shows title, body and icon, keeps the link and pn in the data, and sets the badge to the unread count', async () => {
    const { scope, shown, badges } = fakeScope([new FakeWindow(`${ORIGIN}/groups/welcome`, 'visible', true)]);
    await showPush(scope, payload());
    expect(shown).toEqual([
      { title: 'Noah Fisher replied to your comment', options: { body: 'See you at nine', icon: '/icons/icon-192.png', tag: 'pn-77', data: { link: '/posts/12/comments/34', pn: '77' } } },
    ]);
    expect(badges).toEqual([3]);
  });

  it('shows an FCM data message the same way: its payload field carries the JSON; anything else there shows nothing', async () => {
    const { scope, shown } = fakeScope();
    const fcm = (data: Record<string, string>) => ({ data, from: '1234', fcmMessageId: 'm-1', priority: 'normal' });
    await showPush(scope, fcm({ [FCM_PAYLOAD_FIELD]: JSON.stringify(payload({ pn: '78' })) }));
    expect(shown.map((n) => [n.title, n.options.body, n.options.tag])).toEqual([['Noah Fisher replied to your comment', 'See you at nine', 'pn-78']]);
    await showPush(scope, fcm({ [FCM_PAYLOAD_FIELD]: '{not json' }));
    await showPush(scope, fcm({ title: 'Not ours' }));
    expect(shown).toHaveLength(1);
  });

  it('shows nothing while a visible window shows that screen, and tells that window instead', async () => {
    const showing = new FakeWindow(`${ORIGIN}/posts/12/comments/34?x=1`);
    const { scope, shown } = fakeScope([showing]);
    await showPush(scope, payload());
    expect(shown).toEqual([]);
    expect(showing.messages).toEqual([{ type: PUSH_RECEIVED_MESSAGE, payload: payload() }]);
  });

  it('still shows it when that screen is only in a hidden window (the app in the background)', async () => {
    const { scope, shown } = fakeScope([new FakeWindow(`${ORIGIN}/posts/12/comments/34`, 'hidden')]);
    await showPush(scope, payload());
    expect(shown).toHaveLength(1);
  });

  it('maps the link with docs/product.md 2.3 to compare screens (a group link is the group screen)', async () => {
    const { scope, shown } = fakeScope([new FakeWindow(`${ORIGIN}/groups/backstage`)]);
    await showPush(scope, payload({ link: '/groups/backstage' }));
    expect(shown).toEqual([]);
  });

  it('ignores a message that is not ours, and works where the browser has no badging', async () => {
    const { scope, shown } = fakeScope([], false);
    await showPush(scope, { hello: 'world' });
    await showPush(scope, null);
    expect(shown).toEqual([]);
    await showPush(scope, payload());
    expect(shown).toHaveLength(1);
  });
});

describe('notification click', () => {
  it('maps the link with docs/product.md 2.3 and adds the pn id for guard 3', () => {
    expect(clickTarget(ORIGIN, { link: '/posts/12/comments/34', pn: '77' })).toBe(`${ORIGIN}/posts/12/comments/34?pn=77`);
    expect(clickTarget(ORIGIN, { link: '/users/5', pn: '8' })).toBe(`${ORIGIN}/profile/5?pn=8`);
    expect(clickTarget(ORIGIN, { link: '/onefeed', pn: '9' })).toBe(`${ORIGIN}/groups/onefeed?pn=9`);
    // A link the app has no screen for opens the app's root.
    expect(clickTarget(ORIGIN, { link: '/nowhere/1', pn: '10' })).toBe(`${ORIGIN}/?pn=10`);
  });

  it('opens a window when the app has none', async () => {
    const { scope, opened } = fakeScope([]);
    await openNotification(scope, { link: '/posts/12', pn: '77' });
    expect(opened).toEqual([`${ORIGIN}/posts/12?pn=77`]);
  });

  it('focuses and navigates an open window, preferring one already on that screen, then the focused one', async () => {
    const other = new FakeWindow(`${ORIGIN}/courses`, 'hidden');
    const focused = new FakeWindow(`${ORIGIN}/groups/welcome`, 'visible', true);
    const { scope, opened } = fakeScope([other, focused]);
    await openNotification(scope, { link: '/posts/12', pn: '77' });
    expect(opened).toEqual([]);
    expect(focused.actions).toEqual(['focus', `navigate ${ORIGIN}/posts/12?pn=77`]);
    expect(other.actions).toEqual([]);

    const onScreen = new FakeWindow(`${ORIGIN}/posts/12`, 'hidden');
    const second = fakeScope([new FakeWindow(`${ORIGIN}/courses`, 'visible', true), onScreen]);
    await openNotification(second.scope, { link: '/posts/12', pn: '78' });
    expect(onScreen.actions).toEqual(['focus', `navigate ${ORIGIN}/posts/12?pn=78`]);
  });

  it('never navigates a window of another origin, and opens the root for data it cannot read', async () => {
    const foreign = new FakeWindow('https://elsewhere.test/posts/12', 'visible', true);
    const { scope, opened } = fakeScope([foreign]);
    await openNotification(scope, { nonsense: true });
    expect(foreign.actions).toEqual([]);
    expect(opened).toEqual([`${ORIGIN}/`]);
  });
});
