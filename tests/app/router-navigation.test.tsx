// @vitest-environment jsdom
// The router in the browser (src/app/router): links and their clicks, navigation types, history keys and state, the webview base, search params.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  type NavigateFunction,
} from '../../src/app/router';

let navigate: NavigateFunction;

/** Shows where the router is, and hands the test its navigate. */
function Where() {
  const location = useLocation();
  navigate = useNavigate();
  return (
    <output data-testid="where" data-key={location.key} data-action={useNavigationType()} data-state={JSON.stringify(location.state)}>
      {location.pathname + location.search + location.hash}
    </output>
  );
}

function Post() {
  return <p data-testid="post">post {useParams().postId}</p>;
}

function App({ basename }: { basename?: string }) {
  return (
    <BrowserRouter basename={basename}>
      <Where />
      <Link to="/posts/7" data-testid="to-post">Post 7</Link>
      <Link to="/groups" data-testid="to-groups" target="_blank">Groups</Link>
      <Routes>
        <Route path="/posts/:postId" element={<Post />} />
        <Route path="/old" element={<Navigate to="/posts/1" replace />} />
        <Route path="*" element={<p data-testid="not-found">not found</p>} />
      </Routes>
    </BrowserRouter>
  );
}

const where = () => screen.getByTestId('where');

/** Clicks, and tells whether the router left the click to the browser (jsdom cannot follow it, so it is stopped after). */
function clickLeftToBrowser(element: HTMLElement, init: MouseEventInit = {}): boolean {
  let leftToBrowser = false;
  const after = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', after);
  fireEvent.click(element, { button: 0, ...init });
  window.removeEventListener('click', after);
  return leftToBrowser;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});
afterEach(cleanup);

describe('links', () => {
  it('render a real href and navigate in the app on a plain left click (a PUSH)', () => {
    render(<App />);
    const link = screen.getByTestId('to-post');
    expect(link.getAttribute('href')).toBe('/posts/7');
    expect(clickLeftToBrowser(link)).toBe(false);
    expect(window.location.pathname).toBe('/posts/7');
    expect(where().textContent).toBe('/posts/7');
    expect(where().dataset.action).toBe('PUSH');
    expect(screen.getByTestId('post').textContent).toBe('post 7');
  });

  it.each([{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])('leave a click with %o to the browser', (modifiers) => {
    render(<App />);
    expect(clickLeftToBrowser(screen.getByTestId('to-post'), modifiers)).toBe(true);
    expect(where().textContent).toBe('/');
  });

  it('leave a link with another target to the browser', () => {
    render(<App />);
    expect(clickLeftToBrowser(screen.getByTestId('to-groups'))).toBe(true);
    expect(where().textContent).toBe('/');
  });

  it("run the caller's onClick first, and stay put when it prevented the default", () => {
    const seen: string[] = [];
    render(
      <MemoryRouter>
        <Where />
        <Link to="/a" data-testid="kept" onClick={() => seen.push('kept')}>a</Link>
        <Link to="/b" data-testid="stopped" onClick={(e) => e.preventDefault()}>b</Link>
      </MemoryRouter>,
    );
    expect(clickLeftToBrowser(screen.getByTestId('stopped'))).toBe(false);
    expect(where().textContent).toBe('/');
    fireEvent.click(screen.getByTestId('kept'));
    expect(seen).toEqual(['kept']);
    expect(where().textContent).toBe('/a');
  });

  it('replace the entry when they lead where the member already is', () => {
    window.history.replaceState(null, '', '/posts/7');
    render(<App />);
    fireEvent.click(screen.getByTestId('to-post'));
    expect(where().dataset.action).toBe('REPLACE');
  });
});

describe('history', () => {
  it('gives each entry its own key, kept in history.state, and reads it back on back and forward (a POP)', async () => {
    render(<App />);
    const first = where().dataset.key;
    expect(first).toBe('default');
    act(() => navigate('/posts/1', { state: { from: 'feed' } }));
    const second = where().dataset.key!;
    expect(second).not.toBe(first);
    expect((window.history.state as { key: string }).key).toBe(second);
    expect(where().dataset.state).toBe('{"from":"feed"}');
    act(() => navigate('/posts/2'));
    expect(where().dataset.key).not.toBe(second);

    act(() => navigate(-1));
    await waitFor(() => expect(where().textContent).toBe('/posts/1'));
    expect(where().dataset.action).toBe('POP');
    expect(where().dataset.key).toBe(second);
    expect(where().dataset.state).toBe('{"from":"feed"}');
    act(() => window.history.forward());
    await waitFor(() => expect(where().textContent).toBe('/posts/2'));
    expect(where().dataset.action).toBe('POP');
  });

  it('replaces with a new key, and Navigate redirects once rendered', () => {
    window.history.replaceState(null, '', '/old');
    const before = window.history.length;
    render(<App />);
    expect(where().textContent).toBe('/posts/1');
    expect(where().dataset.action).toBe('REPLACE');
    expect(window.history.length).toBe(before);
  });

  it('renders the catch-all for an unknown path', () => {
    window.history.replaceState(null, '', '/nowhere/at/all');
    render(<App />);
    expect(screen.getByTestId('not-found')).toBeTruthy();
  });
});

describe('the webview base', () => {
  it('is off the pathname the app sees, and on every href and navigation', () => {
    window.history.replaceState(null, '', '/webview/posts/3?x=1');
    render(<App basename="/webview" />);
    expect(where().textContent).toBe('/posts/3?x=1');
    expect(screen.getByTestId('post').textContent).toBe('post 3');
    expect(screen.getByTestId('to-post').getAttribute('href')).toBe('/webview/posts/7');
    fireEvent.click(screen.getByTestId('to-post'));
    expect(window.location.pathname).toBe('/webview/posts/7');
    act(() => navigate('/'));
    expect(window.location.pathname).toBe('/webview');
    expect(where().textContent).toBe('/');
  });

  it('renders nothing for an address outside it', () => {
    window.history.replaceState(null, '', '/posts/3');
    const { container } = render(<App basename="/webview" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('search params', () => {
  function Search() {
    const [params, setParams] = useSearchParams();
    return (
      <input data-testid="q" value={params.get('q') ?? ''} onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })} />
    );
  }

  it('read the query and set a new one on the same pathname, replacing the entry', () => {
    render(
      <MemoryRouter initialEntries={['/members?q=a#top']}>
        <Where />
        <Search />
      </MemoryRouter>,
    );
    expect((screen.getByTestId('q') as HTMLInputElement).value).toBe('a');
    fireEvent.change(screen.getByTestId('q'), { target: { value: 'ada lovelace' } });
    expect(where().textContent).toBe('/members?q=ada+lovelace');
    expect(where().dataset.action).toBe('REPLACE');
    fireEvent.change(screen.getByTestId('q'), { target: { value: '' } });
    expect(where().textContent).toBe('/members');
  });
});
