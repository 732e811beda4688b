// The theme's tokens as the page holds them: every custom property its style sheets set on :root, with the value in force, grouped for the style guide.

export interface ThemeToken {
  name: string;
  value: string;
}

export interface TokenGroups {
  colours: ThemeToken[];
  type: ThemeToken[];
  /** spacing, bar heights, widths, corners, shadows */
  sizes: ThemeToken[];
}

type Rules = Iterable<CSSRule>;

function rulesOf(sheet: CSSStyleSheet): Rules {
  try {
    return sheet.cssRules;
  } catch {
    return []; // a sheet of another origin keeps its rules to itself
  }
}

/** Custom properties declared on :root, in media rules too (a phone's smaller spacing), last declaration first in force. */
function declared(rules: Rules, into: Map<string, string>): void {
  for (const rule of rules) {
    if ('cssRules' in rule && !('selectorText' in rule)) declared((rule as CSSGroupingRule).cssRules, into);
    if (!('selectorText' in rule) || !/(^|,)\s*:root\s*(,|$)/.test((rule as CSSStyleRule).selectorText)) continue;
    const style = (rule as CSSStyleRule).style;
    for (let i = 0; i < style.length; i++) {
      const name = style[i]!;
      if (name.startsWith('--') && !into.has(name)) into.set(name, style.getPropertyValue(name).trim());
    }
  }
}

/** Every token with the value the page uses now (the computed one where the browser gives it, else the declared). */
export function themeTokens(doc: Document = document): ThemeToken[] {
  const names = new Map<string, string>();
  for (const sheet of Array.from(doc.styleSheets)) declared(rulesOf(sheet), names);
  const inline = doc.documentElement.style;
  for (let i = 0; i < inline.length; i++) {
    const name = inline[i]!;
    if (name.startsWith('--')) names.set(name, inline.getPropertyValue(name).trim());
  }
  const computed = doc.defaultView?.getComputedStyle(doc.documentElement);
  return [...names].map(([name, value]) => ({ name, value: computed?.getPropertyValue(name).trim() || value })).sort((a, b) => a.name.localeCompare(b.name));
}

/** A length in px for ordering (rem and em at the root's 16 px); 0 for anything else. */
function pixels(value: string): number {
  const m = /^(\d*\.?\d+)(px|r?em)?$/.exec(value);
  return m ? Number(m[1]) * (m[2] === 'rem' || m[2] === 'em' ? 16 : 1) : 0;
}

/** Colours by what their value is (the browser's own judgement), type sizes by name (largest first), the rest as sizes. */
export function groupTokens(tokens: readonly ThemeToken[], isColour: (value: string) => boolean): TokenGroups {
  const groups: TokenGroups = { colours: [], type: [], sizes: [] };
  for (const t of tokens) {
    if (t.name.startsWith('--font-size-')) groups.type.push(t);
    else if (isColour(t.value)) groups.colours.push(t);
    else groups.sizes.push(t);
  }
  groups.type.sort((a, b) => pixels(b.value) - pixels(a.value));
  return groups;
}

/** `CSS.supports` where the browser has it; a hex, rgb() or hsl() value elsewhere. */
export function isColourValue(value: string): boolean {
  if (typeof CSS !== 'undefined' && typeof CSS.supports === 'function') return value !== '' && CSS.supports('color', value);
  return /^(#[0-9a-f]{3,8}|rgba?\(|hsla?\()/i.test(value);
}
