// Last step of `npm run build`: precompresses dist/ and stamps it with the hash of the inputs it was built from.
import { writeFileSync } from 'node:fs';
import { inputsHash, STAMP_FILE } from './build-stamp';
import { precompress } from './precompress';

const written = await precompress('dist');
writeFileSync(STAMP_FILE, `${inputsHash()}\n`);
console.log(`Precompressed ${written} files (brotli and gzip); build stamped in ${STAMP_FILE}`);
