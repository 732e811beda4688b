// Whether any page of the app is in view, across tabs: the leader's realtime suspends only once every page was hidden a while.
import { afterEach, expect, it } from 'vitest';
import { trackPageVisibility, type PageVisibility } from '../../worker/realtime/page-visibility';
import { waitFor } from './helpers/wait';

const open: PageVisibility[] = [];
afterEach(() => open.splice(0).forEach((t) => t.close()));

let channels = 0;
function tabs(count: number, hiddenDelayMs = 30) {
  const name = `visibility-test-${process.pid}-${++channels}`;
  return Array.from({ length: count }, () => {
    const seen: boolean[] = [];
    const tab = trackPageVisibility(name, hiddenDelayMs, (inView) => seen.push(inView));
    open.push(tab);
    return { tab, seen };
  });
}

it('a hidden leader is in view while another tab is visible, and out of view once every tab is hidden', async () => {
  const [leader, other] = tabs(2, 0);
  leader!.tab.set(false);
  // The other tab answers the leader's question over the channel: it is visible, so the leader is in view although hidden.
  await waitFor(() => leader!.tab.inView(), 'in view through the other tab');
  other!.tab.set(false);
  await waitFor(() => !leader!.tab.inView(), 'out of view');
  other!.tab.set(true);
  await waitFor(() => leader!.tab.inView(), 'in view again');
  expect(leader!.seen.at(-1)).toBe(true);
});

it('a glance away shorter than the delay changes nothing', async () => {
  const [only] = tabs(1, 200);
  only!.tab.set(false);
  only!.tab.set(true);
  expect(only!.seen).toEqual([]);
  expect(only!.tab.inView()).toBe(true);
});

it('a closed tab no longer keeps the others in view', async () => {
  const [leader, other] = tabs(2, 0);
  leader!.tab.set(false);
  await waitFor(() => leader!.tab.inView(), 'in view through the other tab');
  other!.tab.close();
  await waitFor(() => leader!.seen.includes(false), 'out of view once the visible tab closed');
});
