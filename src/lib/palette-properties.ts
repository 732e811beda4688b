// The community palette as CSS custom properties: each place's four colours and their opacity variants (src/theme/palette.css names them).
import { CONTRAST_MINIMUMS, contrastRatio, DEFAULT_PALETTE, PALETTE_COLOURS, PALETTE_OPACITIES, PALETTE_PLACES, parseHexColour, type Palette, type PalettePlace } from '../../schema/color-contrast';

const PREFIX: Record<PalettePlace, string> = { topBar: '--top-bar', wall: '--wall', post: '--post' };

/**
 * `--top-bar-text: #000000`, `--top-bar-text-20: rgb(0 0 0 / 20%)`, … for every colour of the palette, and each
 * place's `-link`: the colour links take there, the tint where it reads as text (4.5:1 on the place's background; a
 * host's tint need only reach 3:1, a control's minimum), else the text colour. A colour that is not #rgb or #rrggbb
 * (an older stored value) takes the default's place, so a bad value never blanks a bar.
 */
export function paletteProperties(palette: Partial<Palette> | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const place of PALETTE_PLACES) {
    const colourOf = (colour: (typeof PALETTE_COLOURS)[number]) => {
      const given = palette?.[place]?.[colour];
      return (given && parseHexColour(given) ? given : DEFAULT_PALETTE[place][colour]).toLowerCase();
    };
    for (const colour of PALETTE_COLOURS) {
      const value = colourOf(colour);
      const { r, g, b } = parseHexColour(value)!;
      const name = `${PREFIX[place]}-${colour}`;
      out[name] = value;
      for (const percent of PALETTE_OPACITIES) out[`${name}-${percent}`] = `rgb(${r} ${g} ${b} / ${percent}%)`;
    }
    const readable = contrastRatio(parseHexColour(colourOf('tint'))!, parseHexColour(colourOf('background'))!) >= CONTRAST_MINIMUMS.text;
    out[`${PREFIX[place]}-link`] = readable ? colourOf('tint') : colourOf('text');
  }
  return out;
}
