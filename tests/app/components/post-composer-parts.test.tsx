// @vitest-environment jsdom
// The post composer's parts as a member uses them: poll, link button, schedule and files, each with its rules beside it and Post held until none is broken.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileNotSupported } from '../../../schema/file-refusals';
import { messages } from '../../../schema/messages';
import { toLocalInput } from '../../../src/lib/composer-state';
import { group, installEngineDouble, resetWorld, type EngineDouble } from '../helpers/component-world';
import { openPostComposer } from '../helpers/post-composer-world';

let engine: EngineDouble;
beforeEach(() => {
  engine = installEngineDouble();
});
afterEach(resetWorld);

/** An optional part, once its editor has loaded (each is a dynamic import: src/components/composer/PostComposer.tsx). */
const part = (name: string) => screen.findByRole('group', { name });
const tool = (name: string) => within(screen.getByRole('group', { name: 'Add to the post' })).getByRole('button', { name });
const sentPost = () => engine.command('posts', 'create').mock.calls[0]?.[1];
const hoursFromNow = (h: number) => toLocalInput(new Date(Date.now() + h * 3_600_000));

describe('the poll editor', () => {
  it('says beside the poll that options cannot be empty once edited, and posts the poll once they are filled', async () => {
    const { user, send } = await openPostComposer();
    await user.click(tool('Poll'));
    expect(tool('Poll').getAttribute('aria-pressed')).toBe('true');
    const poll = await part('Poll');
    // Opening a part is not changing it: nothing said yet, but Post waits.
    expect(within(poll).queryByText(messages.pollOptionEmpty)).toBeNull();
    expect(send()).toHaveProperty('disabled', true);

    await user.type(within(poll).getByRole('textbox', { name: 'Option 1' }), 'Tea');
    expect(within(poll).getByText(messages.pollOptionEmpty)).toBeTruthy();
    expect(send()).toHaveProperty('disabled', true);

    await user.type(within(poll).getByRole('textbox', { name: 'Option 2' }), 'Coffee');
    expect(within(poll).queryByText(messages.pollOptionEmpty)).toBeNull();
    await user.click(within(poll).getByRole('checkbox', { name: 'Hide results until the poll ends' }));
    await user.click(send());
    expect(sentPost()).toEqual({ body: '', attachments: [], poll: { options: ['Tea', 'Coffee'], ends_at: expect.any(String), hide_results: true } });
  });

  it('adds and removes options, two at the least', async () => {
    const { user } = await openPostComposer();
    await user.click(tool('Poll'));
    const poll = await part('Poll');
    expect(within(poll).queryByRole('button', { name: /^Remove option/ })).toBeNull();
    await user.click(within(poll).getByRole('button', { name: 'Add an option' }));
    expect(within(poll).getAllByRole('textbox', { name: /^Option/ })).toHaveLength(3);
    await user.click(within(poll).getByRole('button', { name: 'Remove option 3' }));
    expect(within(poll).getAllByRole('textbox', { name: /^Option/ })).toHaveLength(2);
  });

  it('says a poll must last an hour', async () => {
    const { user, send } = await openPostComposer();
    await user.click(tool('Poll'));
    const poll = await part('Poll');
    await user.type(within(poll).getByRole('textbox', { name: 'Option 1' }), 'Tea');
    await user.type(within(poll).getByRole('textbox', { name: 'Option 2' }), 'Coffee');
    fireEvent.change(within(poll).getByLabelText('Ends'), { target: { value: hoursFromNow(0.5) } });
    expect(within(poll).getByText(messages.pollTooSoon)).toBeTruthy();
    expect(send()).toHaveProperty('disabled', true);
  });
});

describe('the link button', () => {
  it('says a link must be a web or mail address, and posts the button once it is', async () => {
    const { user, text, send } = await openPostComposer();
    await user.type(text, 'Tickets are out');
    await user.click(tool('Link button'));
    const link = await part('Link button');
    await user.type(within(link).getByRole('textbox', { name: 'Button text' }), 'Tickets');
    await user.type(within(link).getByRole('textbox', { name: 'Link' }), 'tickets.example');
    expect(within(link).getByText(messages.invalidUrl)).toBeTruthy();
    expect(send()).toHaveProperty('disabled', true);

    await user.clear(within(link).getByRole('textbox', { name: 'Link' }));
    await user.type(within(link).getByRole('textbox', { name: 'Link' }), 'https://tickets.example/owls');
    expect(within(link).queryByText(messages.invalidUrl)).toBeNull();
    await user.click(send());
    expect(sentPost()).toEqual({ body: 'Tickets are out', attachments: [], link_button: { text: 'Tickets', url: 'https://tickets.example/owls' } });
  });

  it('says at once, beside the button, that it does not go with a poll', async () => {
    const { user } = await openPostComposer();
    await user.click(tool('Poll'));
    await user.click(tool('Link button'));
    expect(within(await part('Link button')).getByText(messages.postLinkButtonWithPoll)).toBeTruthy();
    await user.click(within(await part('Link button')).getByRole('button', { name: 'Remove link button' }));
    expect(screen.queryByText(messages.postLinkButtonWithPoll)).toBeNull();
  });
});

describe('the schedule', () => {
  it('is not offered to a member who is neither a host nor the group’s admin', async () => {
    await openPostComposer();
    // The parts that toggle (the mention and emoji buttons are not parts).
    const tools = within(screen.getByRole('group', { name: 'Add to the post' })).getAllByRole('button').filter((b) => b.hasAttribute('aria-pressed'));
    expect(tools.map((b) => b.textContent)).toEqual(['Poll', 'Link button', 'Share']);
  });

  it.each([
    ['a host', { role: 'admin' as const }, group()],
    ['the group’s admin', {}, group({ user_role: 'admin' })],
  ])('lets %s schedule: a time in the past is refused beside it, a later one is posted as scheduled_at', async (_who, setup, wall) => {
    const { user, text, send } = await openPostComposer(setup, wall);
    await user.type(text, 'Doors at eight');
    await user.click(tool('Schedule'));
    expect(send().textContent).toBe('Schedule post');
    const publishAt = within(await part('Schedule')).getByLabelText('Publish at');

    fireEvent.change(publishAt, { target: { value: hoursFromNow(-1) } });
    expect(within(await part('Schedule')).getByText(messages.scheduleInPast)).toBeTruthy();
    expect(send()).toHaveProperty('disabled', true);

    const later = hoursFromNow(48);
    fireEvent.change(publishAt, { target: { value: later } });
    await user.click(send());
    expect(sentPost()).toEqual({ body: 'Doors at eight', attachments: [], scheduled_at: new Date(later).toISOString() });
  });

  it('goes back to posting now with “Post now instead”', async () => {
    const { user, send } = await openPostComposer({ role: 'admin' });
    await user.click(tool('Schedule'));
    await user.click(within(await part('Schedule')).getByRole('button', { name: 'Post now instead' }));
    expect(screen.queryByRole('group', { name: 'Schedule' })).toBeNull();
    expect(send().textContent).toBe('Post');
  });
});

describe('the attachments field', () => {
  const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  const picker = () => screen.getByLabelText('Add a photo, video or document');

  it('refuses a file of a kind posts do not take, attaching nothing', async () => {
    const { user } = await openPostComposer();
    await user.upload(picker(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe(fileNotSupported('notes.txt'));
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
  });

  it('lists a chosen document, which alone makes a post, and sends it with the post', async () => {
    const { user, send } = await openPostComposer();
    await user.upload(picker(), pdf('setlist.pdf'));
    const files = screen.getByRole('list', { name: 'Attached files' });
    expect(within(files).getAllByRole('listitem')).toHaveLength(1);
    expect(within(files).getByRole('button', { name: 'Remove setlist.pdf' })).toBeTruthy();
    expect(send()).toHaveProperty('disabled', false);
    await user.click(send());
    expect(sentPost()).toEqual({ body: '', attachments: [expect.objectContaining({ file_name: 'setlist.pdf', content_type: 'application/pdf' })] });
  });

  it('says at once that a post holds one document, until one is removed', async () => {
    const { user, send } = await openPostComposer();
    await user.upload(picker(), pdf('setlist.pdf'));
    await user.upload(picker(), pdf('lyrics.pdf'));
    expect(screen.getByText(messages.postMediaLimit)).toBeTruthy();
    expect(send()).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Remove setlist.pdf' }));
    expect(screen.queryByText(messages.postMediaLimit)).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Attached files' })).getAllByRole('listitem')).toHaveLength(1);
    expect(send()).toHaveProperty('disabled', false);
  });

  it('takes no video when the community’s video limit is reached, and says so', async () => {
    const { user } = await openPostComposer({ videosReached: true });
    expect(screen.getByText("Videos can't be added in this community right now.")).toBeTruthy();
    await user.upload(picker(), new File(['....'], 'clip.mp4', { type: 'video/mp4' }));
    expect(screen.getByRole('alert').textContent).toBe(fileNotSupported('clip.mp4'));
  });
});
