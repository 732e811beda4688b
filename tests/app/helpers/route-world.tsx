// Renders a screen at an address, as the router would (its route's parameters filled), for a member or a visitor, in English.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Configuration } from '../../../schema/configuration';
import { MemoryRouter, Route, Routes } from '../../../src/app/router';
import { SessionContext } from '../../../src/app/session-context';
import { configuration, userData } from './guard-context';
import { initTestI18n } from './i18n-world';

export interface RenderAt {
  /** the route's pattern, when the screen reads its parameters (`/signup/:referralCode?`); else `ui` renders as it is */
  route?: string;
  /** a signed-in member (the default) or a visitor */
  signedIn?: boolean;
  config?: Partial<Configuration>;
}

export function renderAt(path: string, ui: ReactElement, { route, signedIn = true, config = {} }: RenderAt = {}) {
  initTestI18n();
  const session = { ready: true, signedIn, configuration: configuration(config), userData: signedIn ? userData() : null, endSessionLocally: () => {} };
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionContext.Provider value={session}>
        {route ? (
          <Routes>
            <Route path={route} element={ui} />
          </Routes>
        ) : (
          ui
        )}
      </SessionContext.Provider>
    </MemoryRouter>,
  );
}
