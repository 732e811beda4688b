// Guard 3 of docs/product.md 4: the pn query parameter is stored as the push notification id and removed.
import { describe, expect, it } from 'vitest';
import { runGuards } from '../../src/app/guards/pipeline';
import { pushNotificationIdGuard } from '../../src/app/guards/push-notification-id';
import { ctx, member } from './helpers/guard-context';

describe('guard 3: push notification id', () => {
  it('keeps the id and removes the parameter, signed in or out', () => {
    expect(pushNotificationIdGuard(ctx('/posts/9?pn=abc123&x=1', member()))).toEqual({
      to: '/posts/9?x=1',
      pushNotificationId: 'abc123',
    });
    expect(pushNotificationIdGuard(ctx('/posts/9?pn=abc123'))).toEqual({ to: '/posts/9', pushNotificationId: 'abc123' });
  });

  it('an empty pn is only removed', () => {
    expect(pushNotificationIdGuard(ctx('/posts/9?pn='))).toEqual({ to: '/posts/9' });
  });

  it('does nothing without pn', () => {
    expect(pushNotificationIdGuard(ctx('/posts/9?x=1'))).toBeNull();
  });

  it('signed out on a member screen: the cleaned address is what guard 9 remembers next', () => {
    expect(runGuards(ctx('/groups/a?pn=7'))).toEqual({ to: '/groups/a', pushNotificationId: '7' });
    expect(runGuards(ctx('/groups/a'))).toEqual({ to: '/login', storeRedirect: '/groups/a' });
  });
});
