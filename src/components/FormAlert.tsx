// A form's outcome line: the refusal in the product's words (in the page's language), or a confirmation.
import { useLocalMessage } from '../i18n/use-local-message';

export default function FormAlert({ error, success }: { error?: string | null; success?: string | null }) {
  const local = useLocalMessage();
  if (error) {
    return (
      <p className="form-error" role="alert">
        {local(error)}
      </p>
    );
  }
  if (success) {
    return (
      <p className="form-success" role="status">
        {success}
      </p>
    );
  }
  return null;
}
