// What a screen shows while the device does not hold its data yet: loading, or why the load failed with a way to try again.
interface Props {
  fetching: boolean;
  error: string | null;
  retry(): void;
  /** e.g. 'Loading your settings…' */
  loadingText: string;
}

export default function NotOnDevice({ fetching, error, retry, loadingText }: Props) {
  if (fetching || !error) {
    return (
      <p className="card empty muted" aria-busy="true">
        {loadingText}
      </p>
    );
  }
  return (
    <div className="card empty stack" role="alert">
      <p>{error}</p>
      <button type="button" className="button button--small" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
