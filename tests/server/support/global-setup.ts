// Vitest global setup: migrates and seeds the template databases once per run, and removes them after it.
import type { TestProject } from 'vitest/node';
import { buildTemplates, removeTemplates } from './db-templates';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates = await buildTemplates();
  project.provide('dbTemplates', templates);
  return () => removeTemplates(templates);
}
