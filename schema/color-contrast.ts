// The community palette's colours and WCAG 2 contrast: reading #rgb/#rrggbb, relative luminance, the ratio, and which pairs of a palette fall short.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** The palette's three places (docs/product.md 3, the configuration's `colors`) and the four colours of each. */
export const PALETTE_PLACES = ['topBar', 'wall', 'post'] as const;
export type PalettePlace = (typeof PALETTE_PLACES)[number];
export const PALETTE_COLOURS = ['background', 'tint', 'text', 'detail'] as const;
export type PaletteColour = (typeof PALETTE_COLOURS)[number];
export type ColourSet = Record<PaletteColour, string>;
export type Palette = Record<PalettePlace, ColourSet>;

/** docs/product.md 3's default palette: white background and black text in every place (src/theme/palette.css says the same). */
const plain: ColourSet = { background: '#ffffff', tint: '#1f6feb', text: '#000000', detail: '#6e7781' };
export const DEFAULT_PALETTE: Palette = { topBar: plain, wall: plain, post: plain };

/** The opacity variants each colour of the palette has (docs/product.md 3: percentage opacity variants). */
export const PALETTE_OPACITIES = [5, 10, 20, 50] as const;

/**
 * WCAG 2.1 minimums against the place's background (1.4.3, 1.4.11): text and detail (secondary text: times, counts)
 * are read as body text, 4.5:1; the tint marks controls and large text (the current tab, links in bold), 3:1.
 */
export const CONTRAST_MINIMUMS: Record<Exclude<PaletteColour, 'background'>, number> = { text: 4.5, detail: 4.5, tint: 3 };

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rgb` or `#rrggbb`, else null: only opaque colours have a contrast to speak of. */
export function parseHexColour(value: string): Rgb | null {
  if (!HEX.test(value)) return null;
  const hex = value.length === 4 ? [...value.slice(1)].map((c) => c + c).join('') : value.slice(1);
  return { r: parseInt(hex.slice(0, 2), 16), g: parseInt(hex.slice(2, 4), 16), b: parseInt(hex.slice(4, 6), 16) };
}

/** WCAG 2's relative luminance of an sRGB colour, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** (lighter + 0.05) / (darker + 0.05): 1 for the same colour, 21 for black on white; either order. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** A ratio as a member reads it: cut (never rounded up) to two decimals, so 4.499 shows as 4.49, not a passing 4.5. */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}

export interface ContrastShortfall {
  place: PalettePlace;
  colour: Exclude<PaletteColour, 'background'>;
  ratio: number;
  minimum: number;
}

/** Each colour of the palette read against its own place's background that falls below its minimum, in the palette's order. */
export function paletteShortfalls(palette: Palette): ContrastShortfall[] {
  const out: ContrastShortfall[] = [];
  for (const place of PALETTE_PLACES) {
    const background = parseHexColour(palette[place].background);
    if (!background) continue;
    for (const colour of ['text', 'detail', 'tint'] as const) {
      const fore = parseHexColour(palette[place][colour]);
      if (!fore) continue;
      const ratio = contrastRatio(fore, background);
      if (ratio < CONTRAST_MINIMUMS[colour]) out.push({ place, colour, ratio, minimum: CONTRAST_MINIMUMS[colour] });
    }
  }
  return out;
}
