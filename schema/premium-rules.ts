// Premium content's rules without zod, shared by the server and the device (docs/architecture.md "Premium content"): what a locked post keeps, and who opens a plan's content.

/** What a post loses when the reader lacks its plan: its content and comments go; its place, author, time, likes and plan stay. */
export function lockedPost<T extends { required_plan: string | null }>(post: T): T & { locked: true } {
  return {
    ...post,
    client_id: null,
    body: '',
    comments_count: 0,
    comments_disabled: true,
    text_entities: { mentions: [], hashtags: [] },
    media: [],
    poll: null,
    link_button: null,
    shared: null,
    link_preview: null,
    edited_at: null,
    locked: true,
  };
}

/** Whether content asking for `plan` opens to a reader holding `plans` (hosts and its author always). */
export const opensPlan = (plan: string | null | undefined, plans: readonly string[] | ReadonlySet<string>, always = false): boolean =>
  plan == null || always || (Array.isArray(plans) ? (plans as readonly string[]).includes(plan) : (plans as ReadonlySet<string>).has(plan));
