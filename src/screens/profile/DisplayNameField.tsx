// The display name, which can change once per 30 days (docs/product.md 5): locked until the next change is allowed.
import TextField from '../../components/TextField';

interface Props {
  value: string;
  onChange(value: string): void;
  /** when the name may change again; null: now */
  nextChange: Date | null;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

export default function DisplayNameField({ value, onChange, nextChange }: Props) {
  return (
    <TextField
      label="Name"
      name="display_name"
      autoComplete="name"
      required
      maxLength={60}
      disabled={nextChange !== null}
      value={value}
      onChange={onChange}
      hint={
        nextChange
          ? `You can change your name once every 30 days. Next change possible on ${dateFormat.format(nextChange)}.`
          : 'You can change your name once every 30 days.'
      }
    />
  );
}
