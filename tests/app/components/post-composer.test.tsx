// @vitest-environment jsdom
// PostComposer as a member uses it: the text's rule beside it, Post held until there are no issues, the send through engine.posts.create, the draft kept.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../schema/messages';
import { composerDraftKey, type ComposerContext } from '../../../schema/mirror/composer-drafts';
import { installEngineDouble, mirrorWriter, resetWorld, type EngineDouble } from '../helpers/component-world';
import { openPostComposer } from '../helpers/post-composer-world';

const wall: ComposerContext = { type: 'post', wall_key: 'night-owls' };
let engine: EngineDouble;
beforeEach(() => {
  engine = installEngineDouble();
});
afterEach(resetWorld);

describe('the post composer: text and sending', () => {
  it('holds Post while the post is empty, and says why beside the text once the member has written and cleared it', async () => {
    const { user, text, send } = await openPostComposer();
    expect(send()).toHaveProperty('disabled', true);
    // Nothing said before the member has touched the text.
    expect(screen.queryByText(messages.postEmpty)).toBeNull();

    await user.type(text, 'Owls at the pier');
    expect(send()).toHaveProperty('disabled', false);

    await user.clear(text);
    expect(screen.getByText(messages.postEmpty)).toBeTruthy();
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(send()).toHaveProperty('disabled', true);
  });

  it('sends the trimmed text to engine.posts.create for its wall, then empties the composer', async () => {
    const { user, text, send } = await openPostComposer();
    await user.type(text, '  Owls at the pier  ');
    await user.click(send());

    const create = engine.command('posts', 'create');
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith('night-owls', { body: 'Owls at the pier', attachments: [] }, expect.stringMatching(/^[0-9a-f]{32}$/));
    await waitFor(() => expect(text).toHaveProperty('value', ''));
  });

  it('keeps the text and shows the refusal when the engine does not take the post', async () => {
    engine.command('posts', 'create').mockRejectedValue({ name: 'ApiError', kind: 'http', code: 403, data: 'Only admins can post in this group.' });
    const { user, text, send } = await openPostComposer();
    await user.type(text, 'Owls at the pier');
    await user.click(send());

    expect((await screen.findByRole('alert')).textContent).toBe('Only admins can post in this group.');
    expect(text).toHaveProperty('value', 'Owls at the pier');
    expect(send()).toHaveProperty('disabled', false);
  });
});

describe('the post composer: its draft (useComposerDraft)', () => {
  it('keeps what the member writes through engine.drafts.save, for this wall', async () => {
    const { user, text } = await openPostComposer();
    await user.type(text, 'Half a thought');

    const save = engine.command('drafts', 'save');
    await waitFor(() => expect(save).toHaveBeenLastCalledWith(wall, { text: 'Half a thought', options: {}, attachments: [] }));
  });

  it('puts back the member’s kept draft, text and poll, when the composer opens', async () => {
    const poll = { options: ['Tea', 'Coffee'], ends_at: '2099-01-01T10:00', hide_results: false };
    await mirrorWriter().composer_drafts.put({ key: composerDraftKey(7, wall), context: wall, text: 'Which one?', options: { poll }, attachments: [], updated_at: 1 });
    const { text, send } = await openPostComposer();

    expect(text).toHaveProperty('value', 'Which one?');
    const editor = await screen.findByRole('group', { name: 'Poll' });
    expect(within(editor).getByRole('textbox', { name: 'Option 1' })).toHaveProperty('value', 'Tea');
    expect(within(editor).getByRole('textbox', { name: 'Option 2' })).toHaveProperty('value', 'Coffee');
    expect(screen.getByRole('button', { name: 'Poll' }).getAttribute('aria-pressed')).toBe('true');
    expect(send()).toHaveProperty('disabled', false);
  });

  it('does not put back another member’s draft for the same wall', async () => {
    await mirrorWriter().composer_drafts.put({ key: composerDraftKey(8, wall), context: wall, text: 'Not yours', options: {}, attachments: [], updated_at: 1 });
    const { text } = await openPostComposer();
    expect(text).toHaveProperty('value', '');
  });
});
