// First step of `npm start`: builds the app unless dist/ was built from exactly the sources and dependencies present now.
import { execSync } from 'node:child_process';
import { inputsHash, readStamp } from './build-stamp';

if (readStamp() === inputsHash()) {
  console.log('Build up to date (dist/ matches the sources): not rebuilding');
} else {
  execSync('npm run build', { stdio: 'inherit' });
}
