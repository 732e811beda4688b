// Whether any page of the app is in view, across tabs (BroadcastChannel): the leader's realtime suspends once every page was hidden a while.
export interface PageVisibility {
  /** This engine's page became visible or hidden. */
  set(visible: boolean): void;
  /** Whether some page is visible, or was within the delay. */
  inView(): boolean;
  close(): void;
}

type Note = { type: 'state'; tab: string; visible: boolean } | { type: 'ask' } | { type: 'gone'; tab: string };

/** How long every page may stay hidden before the subscription is suspended (a glance at another app keeps it). */
export const HIDDEN_SUSPEND_MS = 5 * 60_000;

/**
 * `channelName` is per mirror (tabs sharing a mirror share the leader). A tab that disappears without saying so stays
 * counted as it last was: at worst the subscription stays up, never down while a page is in view.
 */
export function trackPageVisibility(channelName: string, hiddenDelayMs: number, onChange: (inView: boolean) => void): PageVisibility {
  const tab = Math.random().toString(36).slice(2);
  let own = true;
  const others = new Map<string, boolean>();
  let inView = true;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;

  const post = (note: Note) => channel?.postMessage(note);
  const report = (next: boolean) => {
    if (next === inView) return;
    inView = next;
    onChange(next);
  };
  const recompute = () => {
    const visible = own || [...others.values()].some(Boolean);
    if (visible) {
      if (timer) clearTimeout(timer);
      timer = null;
      report(true);
    } else if (inView && !timer) {
      timer = setTimeout(() => {
        timer = null;
        report(false);
      }, hiddenDelayMs);
    }
  };

  if (channel) {
    channel.onmessage = (e: MessageEvent<Note>) => {
      const note = e.data;
      if (note.type === 'ask') post({ type: 'state', tab, visible: own });
      else if (note.type === 'gone') others.delete(note.tab);
      else others.set(note.tab, note.visible);
      recompute();
    };
    post({ type: 'ask' }); // a new leader learns what the other tabs show
  }

  return {
    set(visible) {
      own = visible;
      post({ type: 'state', tab, visible });
      recompute();
    },
    inView: () => inView,
    close() {
      if (timer) clearTimeout(timer);
      post({ type: 'gone', tab });
      channel?.close();
      channel = null;
    },
  };
}
