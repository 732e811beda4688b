// Size variants of an uploaded image (small and large, never enlarged) made with sharp, and its displayed dimensions.
import sharp from 'sharp';

export const VARIANT_WIDTHS = { small: 480, large: 1280 } as const;
export type VariantName = keyof typeof VARIANT_WIDTHS;

export interface ImageVariants {
  width: number;
  height: number;
  /** Encoded bytes and extension per variant: PNG stays PNG (transparency), everything else becomes JPEG. */
  variants: Record<VariantName, { bytes: Buffer; ext: string }>;
}

/** Reads the image once, upright as its EXIF orientation says; a file sharp cannot decode throws. */
export async function makeImageVariants(image: Buffer, sourceExt: string): Promise<ImageVariants> {
  const meta = await sharp(image).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  const png = sourceExt === 'png';
  const encode = async (target: number) => {
    const pipeline = sharp(image).rotate().resize({ width: target, withoutEnlargement: true });
    return { bytes: await (png ? pipeline.png() : pipeline.jpeg({ quality: 82, mozjpeg: true })).toBuffer(), ext: png ? 'png' : 'jpg' };
  };
  return { width, height, variants: { small: await encode(VARIANT_WIDTHS.small), large: await encode(VARIANT_WIDTHS.large) } };
}
