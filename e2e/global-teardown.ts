// Playwright global teardown: closes the journeys' SMTP server.
export default async function globalTeardown(): Promise<void> {
  const server = globalThis.__e2eMailServer;
  globalThis.__e2eMailServer = undefined;
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
}
