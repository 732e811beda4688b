// @vitest-environment jsdom
// The post composer's own buttons and ways in: a mention's @ opens the suggestions, the emoji picker puts an emoji at the caret, and images dropped or pasted are attached.
import { createEvent, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileNotSupported } from '../../../schema/file-refusals';
import { installEngineDouble, resetWorld } from '../helpers/component-world';
import { openPostComposer } from '../helpers/post-composer-world';

beforeEach(() => {
  installEngineDouble();
});
afterEach(resetWorld);

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const attached = () => screen.queryByRole('list', { name: 'Attached files' });

/** A DataTransfer as the browser hands it over on a drop or a paste (jsdom has none). */
function transfer(files: File[]) {
  return { files, types: ['Files'], dropEffect: 'none', items: [] } as unknown as DataTransfer;
}

describe('the composer’s own buttons', () => {
  it('puts an @ at the caret with the mention button, as its own word', async () => {
    const { user, text } = await openPostComposer();
    await user.type(text, 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Mention someone' }));
    expect(text).toHaveProperty('value', 'Thanks @');
    expect(document.activeElement).toBe(text);
  });

  it('opens the emoji picker on demand and puts the chosen emoji where the caret was', async () => {
    const { user, text } = await openPostComposer();
    await user.type(text, 'Great show ');
    expect(screen.queryByTestId('emoji-picker')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add an emoji' }));
    const picker = await screen.findByRole('group', { name: 'Emoji' });
    await user.click(within(picker).getByRole('button', { name: '🎉' }));
    expect(text).toHaveProperty('value', 'Great show 🎉');
    expect(screen.queryByTestId('emoji-picker')).toBeNull();
  });

  it('names the hidden file input by its button, which is ours and not the browser’s', async () => {
    await openPostComposer();
    const input = screen.getByLabelText('Add a photo, video or document');
    expect(input).toHaveProperty('type', 'file');
    expect(screen.getByText('Add a photo, video or document').closest('label')?.htmlFor).toBe(input.id);
  });
});

describe('files dropped or pasted', () => {
  it('attaches images dropped on the composer', async () => {
    await openPostComposer();
    const form = screen.getByTestId('post-composer');
    const data = transfer([png('pier.png'), png('boat.png')]);
    fireEvent(form, Object.assign(createEvent.dragOver(form), { dataTransfer: data }));
    expect(screen.getByText('Drop the files to attach them')).toBeTruthy();
    fireEvent(form, Object.assign(createEvent.drop(form), { dataTransfer: data }));
    expect(within(attached()!).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Drop the files to attach them')).toBeNull();
  });

  it('attaches an image pasted into the text, and refuses a pasted file of a kind posts do not take', async () => {
    const { text } = await openPostComposer();
    fireEvent(text, Object.assign(createEvent.paste(text), { clipboardData: transfer([png('image.png')]) }));
    expect(within(attached()!).getByRole('button', { name: 'Remove image.png' })).toBeTruthy();
    fireEvent(text, Object.assign(createEvent.paste(text), { clipboardData: transfer([new File(['x'], 'notes.txt', { type: 'text/plain' })]) }));
    expect(screen.getByRole('alert').textContent).toBe(fileNotSupported('notes.txt'));
    expect(within(attached()!).getAllByRole('listitem')).toHaveLength(1);
  });
});
