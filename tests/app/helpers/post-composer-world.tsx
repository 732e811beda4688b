// The post composer on a wall, rendered for a member and ready to type in (its draft read from the mirror).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { LocalGroup } from '../../../schema/local-db';
import PostComposer from '../../../src/components/composer/PostComposer';
import { group as groupRow, renderSignedIn, seedMember, type MemberSetup } from './component-world';

/** Renders the composer for `wall` once the member's mirror holds it; resolves when the text box takes input. */
export async function openPostComposer(setup: MemberSetup = {}, wall: LocalGroup = groupRow()) {
  const member = await seedMember({ groups: [wall], ...setup });
  // The browser's own file picker may offer "All files": the composer's own check must refuse what it does not take.
  const user = userEvent.setup({ applyAccept: false });
  renderSignedIn(<PostComposer group={wall} />, member);
  const text = screen.getByRole('textbox', { name: 'Write a post' });
  await waitFor(() => expect(text).toHaveProperty('disabled', false));
  return { user, text, send: () => screen.getByRole('button', { name: /^(Post|Schedule post)$/ }) };
}
