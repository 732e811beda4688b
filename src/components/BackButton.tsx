// "Back" through the in-app history, to root when there is none.
import { useBack } from '../hooks/use-navigation';

export default function BackButton() {
  const back = useBack();
  return (
    <button type="button" className="button button--quiet back-button" onClick={back}>
      ← Back
    </button>
  );
}
