// A poll in the composer: its options (2 to 10), when it ends (one hour from now at least) and whether results hide.
import { useTranslation } from 'react-i18next';
import { POLL_MAX_OPTIONS, POLL_MIN_OPTIONS, POLL_OPTION_MAX } from '../../../schema/constants';
import type { PollState } from '../../lib/composer-state';
import ComposerPart from './ComposerPart';

interface Props {
  value: PollState;
  errors: string[];
  onChange(next: PollState): void;
  onRemove(): void;
}

export default function PollEditor({ value, errors, onChange, onRemove }: Props) {
  const { t } = useTranslation('posts');
  const setOption = (i: number, text: string) => onChange({ ...value, options: value.options.map((o, j) => (j === i ? text : o)) });
  return (
    <ComposerPart legend={t('composer.poll')} testId="poll-editor" errors={errors} removeLabel={t('composer.removePoll')} onRemove={onRemove}>
      {value.options.map((o, i) => (
        <div className="field composer-part__row" key={i}>
          <input
            aria-label={t('composer.option', { n: i + 1 })}
            placeholder={t('composer.option', { n: i + 1 })}
            value={o}
            maxLength={POLL_OPTION_MAX}
            onChange={(e) => setOption(i, e.target.value)}
          />
          {value.options.length > POLL_MIN_OPTIONS && (
            <button
              type="button"
              className="button button--small button--quiet"
              aria-label={t('composer.removeOption', { n: i + 1 })}
              onClick={() => onChange({ ...value, options: value.options.filter((_, j) => j !== i) })}
            >
              ×
            </button>
          )}
        </div>
      ))}
      {value.options.length < POLL_MAX_OPTIONS && (
        <button
          type="button"
          className="button button--small button--quiet composer-part__action"
          onClick={() => onChange({ ...value, options: [...value.options, ''] })}
        >
          {t('composer.addOption')}
        </button>
      )}
      <label className="field">
        <span className="field__label">{t('composer.ends')}</span>
        <input type="datetime-local" value={value.ends_at} onChange={(e) => onChange({ ...value, ends_at: e.target.value })} />
      </label>
      <label className="composer-part__check">
        <input type="checkbox" checked={value.hide_results} onChange={(e) => onChange({ ...value, hide_results: e.target.checked })} />
        {t('composer.hideResults')}
      </label>
    </ComposerPart>
  );
}
