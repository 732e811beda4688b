// Catches a screen that failed to render (or to load) so the rest of the app stays usable.
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Failed() {
  const { t } = useTranslation('messages');
  return (
    <div className="card empty" role="alert">
      <p>{t('somethingWrong')}</p>
    </div>
  );
}

interface State {
  failed: boolean;
}

export default class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(prev: { resetKey: string }) {
    // Navigating elsewhere gives the next screen a fresh start.
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <Failed />;
  }
}
