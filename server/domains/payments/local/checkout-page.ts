// The local provider's checkout page: server-made HTML, every value escaped, in the caller's language (RTL for Hebrew), with Pay, Decline and Cancel.
import { randomBytes } from 'node:crypto';
import { chooseLanguage, shippedLanguages, textDirection, type Language } from '../../../../schema/languages';
import { acceptedLanguages } from '../../../http/accept-language';
import { escapeHtml } from '../../../page-previews/preview-document';
import { formatMoney } from '../money';
import { checkoutWords, type CheckoutWords } from './checkout-words';
import type { localCheckouts } from './local-schema';

type Checkout = typeof localCheckouts.$inferSelect;

/** The page's language: the first of Accept-Language the product ships, else English. */
export function checkoutLanguage(header: string | string[] | undefined): Language {
  return chooseLanguage(acceptedLanguages(header), shippedLanguages);
}

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 0; background: #f4f4f6; color: #1c1c1e; }
main { max-inline-size: 28rem; margin-block: 3rem; margin-inline: auto; padding: 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 4px rgb(0 0 0 / 12%); }
.mode { font-size: 0.85rem; color: #7a4b00; background: #fff4dc; padding-block: 0.4rem; padding-inline: 0.6rem; border-radius: 6px; }
.price { font-size: 1.3rem; font-weight: 600; }
form { margin-block: 0.6rem; }
button { inline-size: 100%; font: inherit; padding-block: 0.7rem; border-radius: 8px; border: 1px solid #c7c7cc; background: #fff; cursor: pointer; }
.pay button { background: #1d4ed8; color: #fff; border-color: #1d4ed8; font-weight: 600; }
.hint { font-size: 0.85rem; color: #555; }
`;

function page(language: Language, nonce: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}" dir="${textDirection(language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The page's own policy: its one style block by nonce, forms posting only back here, nothing else loaded. */
export function checkoutPolicy(nonce: string, appOrigin: string): string {
  return ["default-src 'none'", `style-src 'nonce-${nonce}'`, `form-action 'self' ${appOrigin}`, "base-uri 'none'", "frame-ancestors 'none'"].join('; ');
}

export const newNonce = () => randomBytes(16).toString('base64');

const fill = (text: string, price: string) => text.replace('{price}', price);

function priceLine(w: CheckoutWords, c: Checkout, language: Language): string {
  const price = formatMoney(c.amountInCents, c.currency, language);
  return fill(c.intervalPeriod ? w.per[c.intervalPeriod] : w.once, price);
}

/** The open checkout: what is bought, its price, and the three buttons (each a form posting to this page's id). */
export function checkoutPage(c: Checkout, language: Language, nonce: string): string {
  const w = checkoutWords[language];
  const id = encodeURIComponent(c.id);
  const button = (action: string, label: string, cls: string) =>
    `<form class="${cls}" method="post" action="${escapeHtml(`${id}/${action}`)}"><button type="submit">${escapeHtml(label)}</button></form>`;
  if (c.status !== 'open') return page(language, nonce, w.title, `<h1>${escapeHtml(w.title)}</h1><p>${escapeHtml(w.ended)}</p>`);
  return page(
    language,
    nonce,
    `${w.title} · ${c.name}`,
    [
      `<p class="mode">${escapeHtml(w.testMode)}</p>`,
      `<h1>${escapeHtml(c.name)}</h1>`,
      `<p class="price">${escapeHtml(priceLine(w, c, language))}</p>`,
      button('pay', w.pay, 'pay'),
      button('decline', w.decline, 'decline'),
      `<p class="hint">${escapeHtml(w.declineHint)}</p>`,
      button('cancel', w.cancel, 'cancel'),
    ].join('\n'),
  );
}

/** A checkout that does not exist (a browser asking: a page in its language). */
export function notFoundPage(language: Language, nonce: string): string {
  const w = checkoutWords[language];
  return page(language, nonce, w.title, `<h1>${escapeHtml(w.title)}</h1><p>${escapeHtml(w.notFound)}</p>`);
}
