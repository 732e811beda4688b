// The theme's tokens on the style guide: colour swatches, type sizes set in the page's language, and sizes, corners and shadows drawn.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { groupTokens, isColourValue, themeTokens, type ThemeToken } from './theme-tokens';

function TokenName({ token }: { token: ThemeToken }) {
  return (
    <span className="style-guide__token-name">
      <code dir="ltr">{token.name}</code> <code className="muted" dir="ltr">{token.value}</code>
    </span>
  );
}

/** How a size-like token is drawn: a shadow on a box, a corner on a box, anything else as a bar of that length. */
function sizeStyle(name: string) {
  const value = `var(${name})`;
  const box = { inlineSize: '64px', blockSize: '48px' };
  if (name.includes('shadow')) return { ...box, boxShadow: value, background: 'var(--color-surface)', borderColor: 'transparent' };
  if (name.includes('radius')) return { ...box, borderRadius: value };
  return { inlineSize: `min(${value}, 100%)` };
}

export default function TokenSamples() {
  const { t } = useTranslation('style-guide');
  const groups = useMemo(() => groupTokens(themeTokens(), isColourValue), []);
  if (groups.colours.length + groups.type.length + groups.sizes.length === 0) return <p className="card empty muted">{t('tokens.none')}</p>;
  return (
    <>
      <section className="card stack" aria-labelledby="sg-colours">
        <h3 id="sg-colours">{t('tokens.colours')}</h3>
        <ul className="style-guide__grid" data-testid="style-guide-colours">
          {groups.colours.map((token) => (
            <li key={token.name} className="style-guide__colour">
              <span className="style-guide__swatch" style={{ background: `var(${token.name})` }} />
              <TokenName token={token} />
            </li>
          ))}
        </ul>
      </section>
      <section className="card stack" aria-labelledby="sg-type">
        <h3 id="sg-type">{t('tokens.type')}</h3>
        <ul className="plain-list" data-testid="style-guide-type">
          {groups.type.map((token) => (
            <li key={token.name}>
              <p className="style-guide__type" style={{ fontSize: `var(${token.name})` }}>
                {t('tokens.sample')}
              </p>
              <TokenName token={token} />
            </li>
          ))}
        </ul>
      </section>
      <section className="card stack" aria-labelledby="sg-sizes">
        <h3 id="sg-sizes">{t('tokens.sizes')}</h3>
        <ul className="plain-list" data-testid="style-guide-sizes">
          {groups.sizes.map((token) => (
            <li key={token.name} className="style-guide__size">
              <span className="style-guide__size-sample" style={sizeStyle(token.name)} />
              <TokenName token={token} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
