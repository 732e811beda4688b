// The two cookie choices as radio buttons, each saying what it lets the app keep (docs/product.md 9, "Cookies and device storage").
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CookieChoice } from '../../../schema/constants';

interface Props {
  choice: CookieChoice;
  onChoose(choice: CookieChoice): void;
}

/** The default first: essentials only is what holds until the visitor chooses. */
const order = ['allow_essentials', 'allow_all'] as const satisfies readonly CookieChoice[];

export default function CookieChoiceFields({ choice, onChoose }: Props) {
  const { t } = useTranslation('cookies');
  const id = useId();
  return (
    <fieldset className="fieldset" data-testid="cookie-choices">
      <legend>{t('choice')}</legend>
      {order.map((c) => (
        <label key={c} className="cookie-choice">
          <input type="radio" name={`${id}-choice`} value={c} checked={choice === c} onChange={() => onChoose(c)} aria-describedby={`${id}-${c}`} />
          <span>
            <strong>{t(`${c}.label`)}</strong>
            <span className="field__hint cookie-choice__hint" id={`${id}-${c}`}>
              {t(`${c}.hint`)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
