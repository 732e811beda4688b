// The community palette as CSS custom properties: each place's four colours and their opacity variants (src/theme/palette.css names them).
import { DEFAULT_PALETTE, PALETTE_COLOURS, PALETTE_OPACITIES, PALETTE_PLACES, parseHexColour, type Palette, type PalettePlace } from '../../schema/color-contrast';

const PREFIX: Record<PalettePlace, string> = { topBar: '--top-bar', wall: '--wall', post: '--post' };

/**
 * `--top-bar-text: #000000`, `--top-bar-text-20: rgb(0 0 0 / 20%)`, … for every colour of the palette. A colour that is
 * not #rgb or #rrggbb (an older stored value) takes the default's place, so a bad value never blanks a bar.
 */
export function paletteProperties(palette: Partial<Palette> | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const place of PALETTE_PLACES) {
    for (const colour of PALETTE_COLOURS) {
      const given = palette?.[place]?.[colour];
      const value = given && parseHexColour(given) ? given : DEFAULT_PALETTE[place][colour];
      const { r, g, b } = parseHexColour(value)!;
      const name = `${PREFIX[place]}-${colour}`;
      out[name] = value.toLowerCase();
      for (const percent of PALETTE_OPACITIES) out[`${name}-${percent}`] = `rgb(${r} ${g} ${b} / ${percent}%)`;
    }
  }
  return out;
}
