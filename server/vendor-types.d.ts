// Types for the one dependency that ships none.
declare module 'fxa-common-password-list' {
  /** The 50,000 most common passwords of eight or more characters, from breach corpora, shipped offline. */
  const commonPasswords: { test(password: string): boolean };
  export default commonPasswords;
}
