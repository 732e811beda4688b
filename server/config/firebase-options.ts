// The firebase deployment from the environment (FIREBASE_CONFIG, FIREBASE_SERVICE_ACCOUNT_FILE): the web config and the service account key, checked at start.
import fs from 'node:fs';
import { z } from 'zod';
import { firebaseWebConfig } from '../../schema/fcm-config';
import type { PushOptions } from '../push/push-service';
import type { Env } from './env';

const serviceAccountKey = z.object({ project_id: z.string().min(1), client_email: z.string().min(1), private_key: z.string().includes('PRIVATE KEY'), token_uri: z.url().optional() });

function parsed<T>(schema: z.ZodType<T>, text: string, what: string): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${what} is not JSON`);
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new Error(`${what} lacks ${result.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  return result.data;
}

/** Both variables set (readEnv checks they go together): FCM's options; otherwise none. Throws a readable message. */
export function firebaseFromEnv(env: Pick<Env, 'FIREBASE_CONFIG' | 'FIREBASE_SERVICE_ACCOUNT_FILE'>): PushOptions['firebase'] {
  if (!env.FIREBASE_CONFIG || !env.FIREBASE_SERVICE_ACCOUNT_FILE) return undefined;
  const webConfig = parsed(firebaseWebConfig, env.FIREBASE_CONFIG, 'FIREBASE_CONFIG');
  let keyText: string;
  try {
    keyText = fs.readFileSync(env.FIREBASE_SERVICE_ACCOUNT_FILE, 'utf8');
  } catch {
    throw new Error(`FIREBASE_SERVICE_ACCOUNT_FILE: cannot read ${env.FIREBASE_SERVICE_ACCOUNT_FILE}`);
  }
  const serviceAccount = parsed(serviceAccountKey, keyText, 'FIREBASE_SERVICE_ACCOUNT_FILE');
  if (serviceAccount.project_id !== webConfig.projectId) {
    throw new Error(`FIREBASE_SERVICE_ACCOUNT_FILE is for project ${serviceAccount.project_id}, FIREBASE_CONFIG for ${webConfig.projectId}`);
  }
  return { webConfig, serviceAccount };
}
