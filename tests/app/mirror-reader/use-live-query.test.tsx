// @vitest-environment jsdom
// useLiveQuery over the page's reader keeps dexie-react-hooks' contract: undefined until the first answer, the engine's writes shown, the last answer kept while deps change.
import { until, world, type World } from './reader-world';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LocalMember } from '../../../schema/local-db';
import { useLiveQuery } from '../../../src/hooks/use-live-query';

let w: World;
let renders: (string | undefined)[] = [];

function Name({ id }: { id: number }) {
  const name = useLiveQuery(async () => (await w.read.db().members.get(id))?.display_name ?? 'nobody', [id]);
  renders.push(name);
  return <p data-testid="name">{name ?? 'loading'}</p>;
}

function Count() {
  const n = useLiveQuery(() => w.read.db().members.count(), [], -1);
  return <p data-testid="count">{n}</p>;
}

beforeEach(async () => {
  w = await world();
  await w.writer.members.bulkPut([1, 2].map((id) => ({ id, display_name: `M${id}`, avatar_url: null }) as LocalMember));
  renders = [];
});
afterEach(cleanup);

describe('useLiveQuery on the page reader', () => {
  it('is undefined until the first answer, then shows the engine’s writes', async () => {
    render(<Name id={1} />);
    expect(screen.getByTestId('name').textContent).toBe('loading');
    expect(await screen.findByText('M1')).toBeTruthy();
    await act(() => w.writer.members.put({ id: 1, display_name: 'Mia', avatar_url: null } as LocalMember));
    expect(await screen.findByText('Mia')).toBeTruthy();
  });

  it('keeps the last answer while new deps are read, never going back to undefined', async () => {
    const { rerender } = render(<Name id={1} />);
    expect(await screen.findByText('M1')).toBeTruthy();
    rerender(<Name id={2} />);
    expect(await screen.findByText('M2')).toBeTruthy();
    expect(renders.slice(renders.indexOf('M1'))).not.toContain(undefined);
  });

  it('starts from the default result when one is given', async () => {
    render(<Count />);
    expect(screen.getByTestId('count').textContent).toBe('-1');
    await until(() => screen.getByTestId('count').textContent === '2');
  });
});
