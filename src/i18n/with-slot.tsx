// A sentence with an element inside ("Saved <time>5 minutes ago</time>"): the words translated whole, the element put where each language puts it.
import type { ReactNode } from 'react';

/** Stands in for the element while the sentence is translated: no language's words contain it. */
const SLOT = '\u2060\u2063\u2060';

/** `sentence` is the translation with the element's placeholder filled by the slot it is handed. */
export function withSlot(sentence: (slot: string) => string, element: ReactNode): ReactNode {
  const [before = '', after = ''] = sentence(SLOT).split(SLOT);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}
