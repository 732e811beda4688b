// The theme's tokens on the style guide: colour swatches, type sizes set in the page's language, and sizes, corners and shadows drawn.
import { useMemo, type ReactNode } from 'react';
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

/** One group of tokens: a titled card listing each token with its sample. */
function TokenSection({ id, title, tokens, listClass, sample }: { id: string; title: string; tokens: ThemeToken[]; listClass: string; sample(token: ThemeToken): ReactNode }) {
  return (
    <section className="card stack" aria-labelledby={`sg-${id}`}>
      <h3 id={`sg-${id}`}>{title}</h3>
      <ul className={listClass} data-testid={`style-guide-${id}`}>
        {tokens.map((token) => (
          <li key={token.name} className={`style-guide__token style-guide__token--${id}`}>
            {sample(token)}
            <TokenName token={token} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function TokenSamples() {
  const { t } = useTranslation('style-guide');
  const groups = useMemo(() => groupTokens(themeTokens(), isColourValue), []);
  if (groups.colours.length + groups.type.length + groups.sizes.length === 0) return <p className="card empty muted">{t('tokens.none')}</p>;
  return (
    <>
      <TokenSection
        id="colours"
        title={t('tokens.colours')}
        tokens={groups.colours}
        listClass="style-guide__grid"
        sample={(token) => <span className="style-guide__swatch" style={{ background: `var(${token.name})` }} />}
      />
      <TokenSection
        id="type"
        title={t('tokens.type')}
        tokens={groups.type}
        listClass="plain-list"
        sample={(token) => (
          <p className="style-guide__type" style={{ fontSize: `var(${token.name})` }}>
            {t('tokens.sample')}
          </p>
        )}
      />
      <TokenSection
        id="sizes"
        title={t('tokens.sizes')}
        tokens={groups.sizes}
        listClass="plain-list"
        sample={(token) => <span className="style-guide__size-sample" style={sizeStyle(token.name)} />}
      />
    </>
  );
}
