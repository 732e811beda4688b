// Steps the account journeys share: fresh accounts, sign-up through the screens, onboarding, walkthrough, ready-made members.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface NewAccount {
  email: string;
  username: string;
  displayName: string;
  password: string;
}

let count = 0;

/** A member nobody has used yet: every run starts on a fresh database, but journeys must not share one. */
export function newAccount(label: string): NewAccount {
  const id = `${label}${Date.now().toString(36)}${++count}`.toLowerCase().replace(/[^a-z0-9]/g, '');
  return { email: `${id}@example.com`, username: id.slice(0, 30), displayName: `E2E ${label}`, password: `pw-${id}-harbour` };
}

/** Fills and sends the sign-up form on the screen it is showing. */
export async function fillSignUp(page: Page, who: NewAccount): Promise<void> {
  const form = page.getByTestId('signup-form');
  await form.getByLabel('Name', { exact: true }).fill(who.displayName);
  await form.getByLabel('Username').fill(who.username);
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Password', { exact: true }).fill(who.password);
  await form.getByLabel('Repeat the password').fill(who.password);
  await form.getByRole('button', { name: 'Create account' }).click();
}

/** New accounts have agreed to no legal version yet: the prompt asks first. */
export async function agreeToLegal(page: Page): Promise<void> {
  const prompt = page.getByTestId('legal-prompt');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'I agree' }).click();
  await expect(prompt).toBeHidden();
}

/** Onboarding on profile edit: the demo community has one mandatory custom field. */
export async function completeOnboarding(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await page.getByLabel('Where are you from?').fill('Harbour Town');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Through every slide to the end. */
export async function finishWalkthrough(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/walkthrough/);
  const walkthrough = page.getByTestId('walkthrough');
  await expect(walkthrough.getByRole('heading')).toBeVisible();
  for (let i = 0; i < 10 && (await walkthrough.getByRole('button', { name: 'Next' }).count()) > 0; i++) {
    const title = await walkthrough.getByRole('heading').innerText();
    await walkthrough.getByRole('button', { name: 'Next' }).click();
    await expect(walkthrough.getByRole('heading')).not.toHaveText(title);
  }
  await walkthrough.getByRole('button', { name: 'Get started' }).click();
}

type Headers = Record<string, string>;

async function ok(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<void> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
}

/**
 * A member made through the API with onboarding, walkthrough and legal agreement done, so a journey can start
 * at what it is about. Answers the member's session headers.
 */
export async function createSettledMember(request: APIRequestContext, who: NewAccount, { agreeToLegal = true } = {}): Promise<Headers> {
  const signUp = await request.post('/api/v1/accounts', {
    data: {
      email: who.email,
      password: who.password,
      password_confirmation: who.password,
      username: who.username,
      display_name: who.displayName,
    },
  });
  await ok(signUp, 'sign-up');
  const s = (await signUp.json()) as { secret_id: string; secret: string };
  const headers = { 'X-Secret-Id': s.secret_id, 'X-Secret': s.secret };

  const fieldsRes = await request.get('/api/v2/custom_user_fields', { headers });
  await ok(fieldsRes, 'custom fields');
  const { custom_user_fields: fields } = (await fieldsRes.json()) as {
    custom_user_fields: { id: number; field_type: string; options: string[]; mandatory: boolean }[];
  };
  const values = fields
    .filter((f) => f.mandatory)
    .map((f) => ({ custom_user_field_id: f.id, value: f.field_type === 'select' ? (f.options[0] ?? 'x') : 'Harbour Town' }));
  if (values.length) await ok(await request.patch('/api/v2/account/custom_user_values', { headers, data: { values } }), 'custom values');
  await ok(await request.post('/api/v2/account/onboarding', { headers, data: {} }), 'onboarding');
  await ok(await request.put('/api/v2/account/walkthrough', { headers, data: { completed: true } }), 'walkthrough');
  if (!agreeToLegal) return headers;
  const config = (await (await request.get('/api/v1/configuration')).json()) as {
    configuration: { legal: { privacy_policy: { version: number }; terms_conditions: { version: number } } };
  };
  const legal = config.configuration.legal;
  await ok(
    await request.patch('/api/v2/account/legal_document_agreement', {
      headers,
      data: { privacy_policy_version: legal.privacy_policy.version, terms_conditions_version: legal.terms_conditions.version },
    }),
    'legal agreement',
  );
  return headers;
}

/** A settled member who also joined the welcome wall, so they may post and read there. */
export async function settledMemberOfWelcome(request: APIRequestContext, who: NewAccount): Promise<Headers> {
  const headers = await createSettledMember(request, who);
  const groups = (await (await request.get('/api/v2/groups', { headers })).json()) as { groups: { id: number; key: string }[] };
  await ok(await request.post(`/api/v2/groups/${groups.groups.find((g) => g.key === 'welcome')!.id}/membership`, { headers }), 'joining welcome');
  return headers;
}
