// A form's outcome line: the refusal in the product's words, or a confirmation.
export default function FormAlert({ error, success }: { error?: string | null; success?: string | null }) {
  if (error) {
    return (
      <p className="form-error" role="alert">
        {error}
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
