// The build's lists of the npm packages each part ships (scripts/third-party-licences.ts writes them), as the engine reads them for the third-party software screen.
import { z } from 'zod';

export * from './third-party-parts';

export const thirdPartyPackage = z.object({
  name: z.string(),
  version: z.string(),
  /** SPDX expression from the package's package.json, when it says */
  licence: z.string().nullable(),
  /** the package's own licence file; null when it ships none */
  text: z.string().nullable(),
});
export type ThirdPartyPackage = z.infer<typeof thirdPartyPackage>;

export const thirdPartyList = z.array(thirdPartyPackage);
