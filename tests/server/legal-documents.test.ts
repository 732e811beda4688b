// Legal documents: anyone reads the version the configuration names, a host publishes a new one which members must agree to again; every caller kind.
import { describe, expect, it } from 'vitest';
import { legalMessages } from '../../schema/legal/legal-rules';
import { legalDocumentAnswer } from '../../schema/legal/wire';
import { messages } from '../../schema/messages';
import type { Session } from '../../schema/session';
import { setConfig, signUpMember } from './support/accounts';
import { whileDisabled } from './support/disabled-member';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('legal documents on %s', (driver) => {
  const ctx = useTestApp(driver);
  const read = (kind: string, s?: Session) => ctx.api.call('GET', `/api/v2/legal_documents/${kind}`, { session: s });
  const publish = (kind: string, s: Session | undefined, body: unknown) => ctx.api.call('PUT', `/api/v2/legal_documents/${kind}`, { session: s, body });
  const config = async () => (await ctx.api.call('GET', '/api/v1/configuration')).body.configuration as { legal: Record<string, { version: number }> };

  it('a visitor and a member read the demo\'s privacy policy and terms, version 1; an unknown document is refused', async () => {
    for (const s of [undefined, await ctx.api.login('member@example.com')]) {
      const privacy = legalDocumentAnswer.parse((await read('privacy_policy', s)).body).legal_document;
      expect(privacy).toMatchObject({ kind: 'privacy_policy', version: 1, title: 'Privacy policy' });
      expect(privacy.body).toContain('<h2>What we keep</h2>');
      const terms = legalDocumentAnswer.parse((await read('terms_conditions', s)).body).legal_document;
      expect(terms).toMatchObject({ kind: 'terms_conditions', version: 1, title: 'Terms and conditions' });
    }
    const unknown = await read('cookies');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ errors: [legalMessages.notFound] });
  });

  it('only a host publishes: visitor 401, member 403, disabled 403; a new version is cleaned, named by the configuration, and asks members again', async () => {
    const body = { title: 'Privacy policy', body: '<p>We now keep less.</p><script>alert(1)</script><img src=x onerror=alert(1)>' };
    expect((await publish('privacy_policy', undefined, body)).status).toBe(401);
    const member = await ctx.api.login('member@example.com');
    const refused = await publish('privacy_policy', member, body);
    expect(refused.status).toBe(403);
    expect((await config()).legal.privacy_policy!.version).toBe(1);
    const host = await ctx.api.login('admin@example.com');
    await whileDisabled(ctx.testDb.db, 'admin@example.com', async () => {
      const disabled = await publish('privacy_policy', host, body);
      expect(disabled.status).toBe(403);
      expect(disabled.body).toEqual({ errors: [messages.accountDisabled] });
    });
    const empty = await publish('privacy_policy', host, { title: ' ', body: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual(expect.arrayContaining([legalMessages.titleRequired, legalMessages.bodyRequired]));

    const res = await publish('privacy_policy', host, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const published = legalDocumentAnswer.parse(res.body).legal_document;
    expect(published.version).toBe(2);
    expect(published.body).toContain('<p>We now keep less.</p>');
    expect(published.body).not.toMatch(/script|onerror/);
    expect((await config()).legal).toEqual({ privacy_policy: { version: 2 }, terms_conditions: { version: 1 } });
    expect(legalDocumentAnswer.parse((await read('privacy_policy')).body).legal_document.version).toBe(2);

    // A member who agreed to 1 is behind; agreeing to 2 records it.
    const { session } = await signUpMember(ctx.api);
    const agreed = await ctx.api.call('PATCH', '/api/v2/account/legal_document_agreement', { session, body: { privacy_policy_version: 2, terms_conditions_version: 1 } });
    expect(agreed.status).toBe(200);
    expect(agreed.body.user.agreed_legal).toEqual({ privacy_policy_version: 2, terms_conditions_version: 1 });
  });

  it('a version the configuration names but nobody wrote shows the latest written before it', async () => {
    await setConfig(ctx.testDb.db, { legal: { privacy_policy: { version: 1 }, terms_conditions: { version: 7 } } });
    try {
      expect(legalDocumentAnswer.parse((await read('terms_conditions')).body).legal_document.version).toBe(1);
      // The next one written is newer than what the configuration already asks members to agree to.
      const res = await publish('terms_conditions', await ctx.api.login('admin@example.com'), { title: 'Terms', body: '<p>Be kind.</p>' });
      expect(legalDocumentAnswer.parse(res.body).legal_document.version).toBe(8);
    } finally {
      await setConfig(ctx.testDb.db, { legal: { privacy_policy: { version: 1 }, terms_conditions: { version: 1 } } });
    }
  });
});
