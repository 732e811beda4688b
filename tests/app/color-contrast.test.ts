// WCAG 2 contrast of the community palette (schema/color-contrast.ts): colours read, luminance, the ratio, its display, and which pairs fall short.
import { describe, expect, it } from 'vitest';
import { contrastRatio, DEFAULT_PALETTE, formatRatio, paletteShortfalls, parseHexColour, relativeLuminance, type Palette } from '../../schema/color-contrast';

const ratio = (a: string, b: string) => contrastRatio(parseHexColour(a)!, parseHexColour(b)!);

describe('colours', () => {
  it('reads #rrggbb and #rgb in either case, and nothing else', () => {
    expect(parseHexColour('#1F6feb')).toEqual({ r: 0x1f, g: 0x6f, b: 0xeb });
    expect(parseHexColour('#fa0')).toEqual({ r: 0xff, g: 0xaa, b: 0x00 });
    for (const bad of ['1f6feb', '#1f6feb80', '#ggg', 'red', 'rgb(0 0 0)', '', '#12345']) expect(parseHexColour(bad), bad).toBeNull();
  });

  it("gives WCAG's relative luminance: 0 for black, 1 for white, the linear segment below 0.04045", () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1, 10);
    // 10/255 = 0.0392 lies under the threshold: c / 12.92.
    expect(relativeLuminance({ r: 10, g: 10, b: 10 })).toBeCloseTo(10 / 255 / 12.92, 10);
    expect(relativeLuminance({ r: 0, g: 255, b: 0 })).toBeCloseTo(0.7152, 10);
  });
});

describe('the contrast ratio', () => {
  it('is 21 for black on white, 1 for a colour on itself, the same either way round', () => {
    expect(ratio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(ratio('#6e7781', '#6e7781')).toBe(1);
    expect(ratio('#1f6feb', '#ffffff')).toBe(ratio('#ffffff', '#1f6feb'));
  });

  it('matches the figures WCAG tools give for known pairs', () => {
    // #767676 is the classic lightest grey that passes 4.5:1 on white; #777777 the first that fails.
    expect(ratio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(ratio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(ratio('#949494', '#ffffff')).toBeCloseTo(3.03, 2);
    expect(ratio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
  });

  it('shows cut to two decimals, never rounded up into a pass', () => {
    expect(formatRatio(4.4999)).toBe('4.49');
    expect(formatRatio(21)).toBe('21.00');
    expect(formatRatio(1.005)).toBe('1.00');
  });
});

describe('a palette', () => {
  const withPlace = (place: keyof Palette, colours: Partial<Palette['wall']>): Palette => ({ ...DEFAULT_PALETTE, [place]: { ...DEFAULT_PALETTE[place], ...colours } });

  it('by default (white background, black text) is readable everywhere', () => {
    expect(paletteShortfalls(DEFAULT_PALETTE)).toEqual([]);
    expect(DEFAULT_PALETTE.wall).toMatchObject({ background: '#ffffff', text: '#000000' });
  });

  it('falls short where text or detail is under 4.5:1 or the tint under 3:1 on the place\'s own background', () => {
    expect(paletteShortfalls(withPlace('topBar', { text: '#777777' }))).toEqual([{ place: 'topBar', colour: 'text', ratio: expect.closeTo(4.48, 2), minimum: 4.5 }]);
    expect(paletteShortfalls(withPlace('post', { detail: '#767676' }))).toEqual([]);
    expect(paletteShortfalls(withPlace('wall', { tint: '#949494' }))).toEqual([]);
    expect(paletteShortfalls(withPlace('wall', { tint: '#959595' }))).toEqual([{ place: 'wall', colour: 'tint', ratio: expect.closeTo(2.995, 3), minimum: 3 }]);
    // A dark place is judged against its own background: pure blue passes on white (8.59:1), not on a night blue.
    expect(paletteShortfalls(withPlace('post', { tint: '#0000ff' }))).toEqual([]);
    expect(paletteShortfalls(withPlace('post', { background: '#101828', text: '#ffffff', detail: '#c0c8d4', tint: '#0000ff' }))).toEqual([
      { place: 'post', colour: 'tint', ratio: expect.closeTo(2.07, 2), minimum: 3 },
    ]);
  });

  it('lists every shortfall in the palette\'s order: places top bar, wall, post; text, detail, tint', () => {
    const grey = { background: '#888888', text: '#999999', detail: '#999999', tint: '#999999' };
    expect(paletteShortfalls({ topBar: grey, wall: grey, post: DEFAULT_PALETTE.post }).map((s) => `${s.place}.${s.colour}`)).toEqual([
      'topBar.text',
      'topBar.detail',
      'topBar.tint',
      'wall.text',
      'wall.detail',
      'wall.tint',
    ]);
  });
});
