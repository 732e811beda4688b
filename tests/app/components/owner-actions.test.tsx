// @vitest-environment jsdom
// OwnerActions as members see it: the author's Edit and Delete (after a confirm), pin and comments for hosts and group admins, Report for everyone else.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../schema/messages';
import { composerDraftKey } from '../../../schema/mirror/composer-drafts';
import { draftPost } from '../../../schema/mirror/draft-rows';
import { PIN_FOREVER } from '../../../schema/pin-rules';
import OwnerActions from '../../../src/components/OwnerActions';
import type { PostView } from '../../../src/hooks/mirror-views';
import { group, installEngineDouble, mirrorWriter, renderSignedIn, resetWorld, seedMember, type EngineDouble, type MemberSetup } from '../helpers/component-world';

const MIA = 7;
/** What Otto wrote, as the mirror's post view names its author. */
const otto = { author_id: 8, author: { id: 8, display_name: 'Otto', avatar_url: null } };

/** A delivered post on the Night Owls wall, by Mia unless told otherwise. */
function post(over: Partial<PostView> = {}): PostView {
  const draft = draftPost({ clientId: 'c0ffee', authorId: MIA, wallKey: 'night-owls', groupId: 3, body: { body: 'Lanterns at dusk' }, shared: null, now: new Date() });
  return { ...draft, id: 41, uid: 'p41', status: undefined, author: { id: MIA, display_name: 'Mia', avatar_url: null }, ...over };
}

let engine: EngineDouble;
beforeEach(() => {
  engine = installEngineDouble();
});
afterEach(resetWorld);

/** Shows the post's menu to the member `setup` describes (Mia, a member, by default). */
async function showMenu(row: PostView, setup: MemberSetup = {}, onDeleted = vi.fn()) {
  const member = await seedMember(setup);
  const user = userEvent.setup();
  renderSignedIn(<OwnerActions kind="post" row={row} onDeleted={onDeleted} />, member);
  return { user, onDeleted, menuButton: () => screen.getByRole('button', { name: 'Post options' }) };
}

/** The post's own choices in the open menu; a capability's item actions (src/app/screen-domains.ts) are checked by its own tests. */
function menuChoices(): string[] {
  return within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .filter((i) => !i.dataset.testid?.startsWith('item-action-'))
    .map((i) => i.textContent ?? '');
}

async function openMenu(user: ReturnType<typeof userEvent.setup>): Promise<string[]> {
  await user.click(screen.getByRole('button', { name: 'Post options' }));
  return menuChoices();
}

describe('the author', () => {
  it('sees Edit and Delete, and neither Report nor the host’s controls', async () => {
    const { user, menuButton } = await showMenu(post());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(await openMenu(user)).toEqual(['Edit', 'Delete']);
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
  });

  it('edits the text inline and saves it through engine.edits.editPost, forgetting the kept edit', async () => {
    const { user } = await showMenu(post());
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(screen.queryByRole('menu')).toBeNull();

    const box = screen.getByRole('textbox', { name: 'Edit your post' });
    await waitFor(() => expect(box).toHaveProperty('disabled', false));
    expect(box).toHaveProperty('value', 'Lanterns at dusk');
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);

    await user.clear(box);
    await user.type(box, 'Lanterns at dawn');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(engine.command('edits', 'editPost')).toHaveBeenCalledWith({ id: 41, client_id: 'c0ffee' }, 'Lanterns at dawn');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edit your post' })).toBeNull());
    expect(engine.command('drafts', 'clear')).toHaveBeenCalledWith({ type: 'edit-post', post_uid: 'p41' });
  });

  it('keeps the edit open with the rule’s message when the engine refuses the text', async () => {
    engine.command('edits', 'editPost').mockRejectedValue(new Error(messages.postEmpty));
    const { user } = await showMenu(post());
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const box = screen.getByRole('textbox', { name: 'Edit your post' });
    await waitFor(() => expect(box).toHaveProperty('disabled', false));
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe(messages.postEmpty);
    expect(screen.getByRole('textbox', { name: 'Edit your post' })).toHaveProperty('value', '');
  });

  it('finds a half-made edit kept from before and opens the form with it', async () => {
    const context = { type: 'edit-post', post_uid: 'p41' } as const;
    await mirrorWriter().composer_drafts.put({ key: composerDraftKey(MIA, context), context, text: 'Lanterns at mid', options: {}, attachments: [], updated_at: 1 });
    await showMenu(post());
    const box = await screen.findByRole('textbox', { name: 'Edit your post' });
    await waitFor(() => expect(box).toHaveProperty('value', 'Lanterns at mid'));
  });

  it('deletes only after confirming: Cancel sends nothing, Delete calls engine.edits.deletePost', async () => {
    const { user, onDeleted } = await showMenu(post());
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this post?' });
    expect(within(dialog).getByText('The post will be deleted for everyone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(engine.command('edits', 'deletePost')).not.toHaveBeenCalled();

    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(engine.command('edits', 'deletePost')).toHaveBeenCalledWith({ id: 41, client_id: 'c0ffee' });
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('is told a post not yet sent will not be sent, and deletes it by its client id', async () => {
    const { user } = await showMenu(post({ id: -1, uid: 'cc0ffee', status: 'pending' }));
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this post?' });
    expect(within(dialog).getByText('The post has not been sent yet; it will not be sent.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(engine.command('edits', 'deletePost')).toHaveBeenCalledWith({ id: -1, client_id: 'c0ffee' });
  });

  it('sees a refused edit with its message, and Retry asks the outbox again', async () => {
    const refused = { kind: 'edit' as const, status: 'failed' as const, error: messages.postEmpty, client_id: 'e1', server_body: 'Lanterns at dusk' };
    const { user } = await showMenu(post({ pending_change: refused }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(`Not saved: ${messages.postEmpty}`);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(engine.command('outbox', 'retry')).toHaveBeenCalledWith('e1');
  });
});

describe('a host', () => {
  it('may pin, turn comments off, report and delete another’s post, but not edit it', async () => {
    const { user } = await showMenu(post(otto), { role: 'admin' });
    expect(await openMenu(user)).toEqual(['Pin…', 'Turn off comments', 'Report post', 'Delete']);
  });

  it('pins for the chosen time through engine.edits.pinPost', async () => {
    const { user } = await showMenu(post(otto), { role: 'admin' });
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Pin…' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Pin this post' })).getByRole('button', { name: '1 week' }));
    expect(engine.command('edits', 'pinPost')).toHaveBeenCalledWith(41, 'week');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('turns comments off through engine.edits.setCommentsDisabled', async () => {
    const { user } = await showMenu(post(otto), { role: 'admin' });
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Turn off comments' }));
    expect(engine.command('edits', 'setCommentsDisabled')).toHaveBeenCalledWith(41, true);
  });

  it('unpins a pinned post and turns its comments back on', async () => {
    const { user } = await showMenu(post({ ...otto, pinned_until: PIN_FOREVER, comments_disabled: true }), { role: 'admin' });
    expect(await openMenu(user)).toEqual(['Unpin', 'Turn on comments', 'Report post', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Unpin' }));
    expect(engine.command('edits', 'unpinPost')).toHaveBeenCalledWith(41);
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Turn on comments' }));
    expect(engine.command('edits', 'setCommentsDisabled')).toHaveBeenCalledWith(41, false);
  });
});

describe('other members', () => {
  it('the group’s admin may pin (the group read from the mirror) and report, nothing more', async () => {
    const { user } = await showMenu(post(otto), { groups: [group({ user_role: 'admin' })] });
    await openMenu(user);
    expect(await screen.findByRole('menuitem', { name: 'Pin…' })).toBeTruthy();
    expect(menuChoices()).toEqual(['Pin…', 'Report post']);
  });

  it('a member who did not write the post may only report it', async () => {
    const { user } = await showMenu(post(otto), { groups: [group()] });
    expect(await openMenu(user)).toEqual(['Report post']);
  });

  it('finds the screen’s own choices (the post screen’s report and moderate the author) in the post’s menu, before Delete', async () => {
    const member = await seedMember({ groups: [group()] });
    const user = userEvent.setup();
    const reportOtto = vi.fn();
    renderSignedIn(<OwnerActions kind="post" row={post(otto)} extraItems={[{ label: 'Report Otto', onChoose: reportOtto }]} />, member);
    expect(await openMenu(user)).toEqual(['Report post', 'Report Otto']);
    await user.click(screen.getByRole('menuitem', { name: 'Report Otto' }));
    expect(reportOtto).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('sees no menu at all on another’s post that is not on the server yet', async () => {
    await showMenu(post({ ...otto, id: -1, uid: 'cc0ffee', status: 'pending' }));
    expect(screen.queryByRole('button', { name: 'Post options' })).toBeNull();
  });
});
