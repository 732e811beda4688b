// React.lazy for screens and parts loaded on demand (src/components/OnDemand.tsx): a chunk that fails to load means a newer build replaced it, so offer a refresh.
import { lazy, type ComponentType } from 'react';
import { showUpdateNotice } from './update-notice';

export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch((err: unknown) => {
      showUpdateNotice();
      throw err;
    }),
  );
}
