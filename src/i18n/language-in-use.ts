// The language the page speaks, for the formatters of src/lib/ that run outside React (relative times, short counts); English until one is chosen.
import { DEFAULT_LANGUAGE } from '../../schema/languages';

let current: string = DEFAULT_LANGUAGE;

export const languageInUse = (): string => current;

export function setLanguageInUse(language: string): void {
  current = language;
}
