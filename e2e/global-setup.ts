// Playwright global setup: the SMTP server the community server mails through during the journeys.
import type { SMTPServer } from 'smtp-server';
import { startMailServer } from './mail-server';

declare global {
  var __e2eMailServer: SMTPServer | undefined;
}

export default async function globalSetup(): Promise<void> {
  globalThis.__e2eMailServer = await startMailServer();
}
