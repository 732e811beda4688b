// A host's change of the community configuration (PATCH /api/v1/configuration): any of its keys, each replaced whole, the palette readable (WCAG contrast).
import { z } from 'zod';
import { CONTRAST_MINIMUMS, paletteShortfalls, parseHexColour, formatRatio, PALETTE_COLOURS, PALETTE_PLACES, type Palette } from './color-contrast';
import { configuration } from './configuration';
import { formatMessage, messages } from './messages';

/** Where the deployment alone decides (the server's realtime, push keys, SAML and Stripe's account): no host sets them. */
const notSettable = { realtime: true, notifications: true, saml: true, stripe_publishable_key: true, stripe_connect_account_id: true } as const;

type Settable = Omit<typeof configuration.shape, keyof typeof notSettable>;
/** Each key optional and without the default older answers fill in: a key left out of a change stays as it is. */
type PatchShape = { [K in keyof Settable]: z.ZodOptional<Settable[K] extends z.ZodDefault<infer T> ? T : Settable[K]> };

const colour = z.string().refine((v) => parseHexColour(v) !== null);
const colourSet = z.strictObject(Object.fromEntries(PALETTE_COLOURS.map((c) => [c, colour])) as Record<(typeof PALETTE_COLOURS)[number], typeof colour>);
const palette = z.strictObject(Object.fromEntries(PALETTE_PLACES.map((p) => [p, colourSet])) as Record<(typeof PALETTE_PLACES)[number], typeof colourSet>);

function patchShape(): PatchShape {
  const settable = configuration.omit(notSettable).shape;
  const fields = Object.entries(settable).map(([key, schema]) => {
    const bare = schema instanceof z.ZodDefault ? schema.unwrap() : schema;
    return [key, (key === 'colors' ? palette : bare).optional()];
  });
  return Object.fromEntries(fields) as PatchShape;
}

/** A palette each place of which is readable: the first colour that is not, in the product's words with its ratio. */
const readablePalette = (p: Palette, ctx: z.RefinementCtx) => {
  const [short] = paletteShortfalls(p);
  if (!short) return;
  const pair = `colors.${short.place}.${short.colour} on colors.${short.place}.background`;
  const message = formatMessage(messages.colourContrastTooLow, { pair, ratio: formatRatio(short.ratio), minimum: CONTRAST_MINIMUMS[short.colour] });
  ctx.addIssue({ code: 'custom', message, path: ['colors'] });
};

const fields = z.strictObject(patchShape()).superRefine((patch, ctx) => {
  if (patch.colors) readablePalette(patch.colors, ctx);
});

/** Each issue in the host's words, naming the setting at fault (the form's fields are the configuration's keys). */
function wordsOf(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') return formatMessage(messages.configurationKeyUnknown, { keys: issue.keys.map((k) => (field ? `${field}.${k}` : k)).join(', ') });
  // A colour of a place (the palette's contrast is judged on `colors` itself, in its own words).
  if (issue.path[0] === 'colors' && issue.path.length === 3) return formatMessage(messages.colourInvalid, { field });
  if (issue.code === 'custom') return issue.message;
  return formatMessage(messages.configurationValueInvalid, { field: field || 'configuration' });
}

/** The body of PATCH /api/v1/configuration: the keys to change, each whole (the palette with all its places). */
export const configurationPatch = z.unknown().transform((input, ctx) => {
  const result = fields.safeParse(input);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: wordsOf(issue) });
  return z.NEVER;
});
export type ConfigurationPatch = z.output<typeof configurationPatch>;
