// The community's custom profile fields (text or a choice); mandatory ones are marked and enforced on save; unsent answers show their state.
import { useTranslation } from 'react-i18next';
import type { MutationKind } from '../../../schema/outbox';
import type { CustomUserField } from '../../../schema/profile';
import UnsentChangeState from '../../components/UnsentChangeState';

const CUSTOM_VALUE_KINDS: readonly MutationKind[] = ['custom_value.update'];

interface Props {
  fields: readonly CustomUserField[];
  values: Readonly<Record<number, string>>;
  onChange(fieldId: number, value: string): void;
}

export default function CustomFieldsSection({ fields, values, onChange }: Props) {
  const { t } = useTranslation('profile');
  if (fields.length === 0) return null;
  return (
    <fieldset className="fieldset" data-testid="custom-fields">
      <legend>{t('edit.aboutYou')}</legend>
      {fields.map((f) => {
        const value = values[f.id] ?? '';
        return (
          <label className="field" key={f.id}>
            <span className="field__label">
              {/* The community's own words, kept whole in a right-to-left page; the mark after them follows the page. */}
              <bdi>{f.name}</bdi>
              {f.mandatory && ' *'}
            </span>
            {f.field_type === 'select' ? (
              <select name={`custom_${f.id}`} required={f.mandatory} value={value} onChange={(e) => onChange(f.id, e.target.value)}>
                <option value="">{t('edit.choose')}</option>
                {f.options.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            ) : (
              <input name={`custom_${f.id}`} required={f.mandatory} value={value} maxLength={500} onChange={(e) => onChange(f.id, e.target.value)} />
            )}
          </label>
        );
      })}
      <UnsentChangeState kinds={CUSTOM_VALUE_KINDS} />
    </fieldset>
  );
}
