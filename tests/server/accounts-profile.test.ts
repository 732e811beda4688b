// The member's own profile: display name cooldown, avatar uploads, custom fields and onboarding, legal, walkthrough, username and bio.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customUserFieldsAnswer, userAnswer, walkthroughSlidesAnswer } from '../../schema/profile';
import { users } from '../../server/domains/account/users-schema';
import { multipart, PNG_1PX, signUpMember } from './support/accounts';
import { drivers } from './support/test-db';
import { messages } from '../../schema/messages';
import { useTestApp } from './support/test-app';

describe.each(drivers)('profile on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('changes the display name once per 30 days, and the posts show it', async () => {
    const session = await ctx.api.login('noah@example.com');
    const rename = (display_name: string) => ctx.api.call('POST', '/api/v2/account/display_name', { session, body: { display_name } });
    const first = await rename('Noah F.');
    expect(first.status).toBe(200);
    expect(userAnswer.parse(first.body).user).toMatchObject({ display_name: 'Noah F.' });
    expect(first.body.user.display_name_changed_at).toBeTruthy();
    const again = await rename('Noah Again');
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual(['You can change your name once every 30 days.']);
    expect((await rename('')).body.errors).toEqual(['Please fill in all mandatory fields']);
    // 31 days later it may change again.
    await ctx.testDb.db
      .update(users)
      .set({ displayNameChangedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(users.email, 'noah@example.com'));
    expect((await rename('Noah Fisher')).status).toBe(200);
  });

  it('uploads an avatar image (by its bytes), serves it, and sets it', async () => {
    const { session } = await signUpMember(ctx.api);
    const upload = (name: string, type: string, bytes: Buffer) => {
      const { payload, headers } = multipart('file', name, type, bytes);
      return ctx.api.call('POST', '/api/v2/uploads', { session, payload, headers });
    };
    const res = await upload('me.png', 'image/png', PNG_1PX);
    expect(res.status).toBe(201);
    expect(res.body.file_url).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url: res.body.file_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG_1PX)).toBe(true);

    const set = await ctx.api.call('POST', '/api/v1/account/avatar', { session, body: { file_url: res.body.file_url } });
    expect(set.status).toBe(200);
    expect(set.body.user.avatar_url).toBe(res.body.file_url);

    // A text file named .png is not an image; a file over 10 MB is refused whatever it is.
    const fake = await upload('evil.png', 'image/png', Buffer.from('<script>alert(1)</script>'));
    expect(fake.status).toBe(422);
    expect(fake.body.errors).toEqual(['This file format is not supported']);
    const big = await upload('big.png', 'image/png', Buffer.concat([PNG_1PX, Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.body.errors).toEqual(['Could not upload the avatar']);
    const notMultipart = await ctx.api.call('POST', '/api/v2/uploads', { session, body: { file: 'x' } });
    expect(notMultipart.status).toBe(422);
  });

  it('sets as avatar only a file this member uploaded here', async () => {
    const owner = await signUpMember(ctx.api);
    const { payload, headers } = multipart('file', 'a.gif', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'));
    const uploaded = await ctx.api.call('POST', '/api/v2/uploads', { session: owner.session, payload, headers });
    expect(uploaded.status).toBe(201);
    const other = await ctx.api.login('leila@example.com');
    for (const file_url of [uploaded.body.file_url, 'https://evil.example/x.png', '/uploads/../../etc/passwd', '']) {
      const res = await ctx.api.call('POST', '/api/v1/account/avatar', { session: other, body: { file_url } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(['Could not upload the avatar']);
    }
  });

  it('needs the mandatory custom fields before onboarding completes', async () => {
    const { session } = await signUpMember(ctx.api);
    const fields = customUserFieldsAnswer.parse((await ctx.api.call('GET', '/api/v2/custom_user_fields', { session })).body);
    expect(fields.custom_user_fields.map((f) => [f.name, f.field_type, f.mandatory])).toEqual([
      ['Where are you from?', 'text', true],
      ['Favourite instrument', 'select', false],
    ]);
    expect(fields.custom_user_values).toEqual([]);
    const [from, instrument] = fields.custom_user_fields;
    const onboard = () => ctx.api.call('POST', '/api/v2/account/onboarding', { session, body: {} });
    const early = await onboard();
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual(['Please fill in all mandatory fields']);
    const save = (values: unknown) => ctx.api.call('PATCH', '/api/v2/account/custom_user_values', { session, body: { values } });
    const onlyOptional = await save([{ custom_user_field_id: instrument!.id, value: 'Piano' }]);
    expect(onlyOptional.status).toBe(422);
    expect(onlyOptional.body.errors).toEqual(['Please fill in all mandatory fields']);
    expect((await save([{ custom_user_field_id: instrument!.id, value: 'Kazoo' }, { custom_user_field_id: from!.id, value: 'Cork' }])).status).toBe(422);
    const saved = await save([
      { custom_user_field_id: from!.id, value: 'Cork' },
      { custom_user_field_id: instrument!.id, value: 'Piano' },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.custom_user_values).toEqual([
      { custom_user_field_id: from!.id, value: 'Cork' },
      { custom_user_field_id: instrument!.id, value: 'Piano' },
    ]);
    expect((await save([{ custom_user_field_id: from!.id, value: '' }])).status).toBe(422);
    const done = await onboard();
    expect(done.status).toBe(200);
    expect(done.body.user.onboarding_completed).toBe(true);
  });

  it('records the legal versions agreed to', async () => {
    const { session } = await signUpMember(ctx.api);
    const agree = (p: number, t: number) =>
      ctx.api.call('PATCH', '/api/v2/account/legal_document_agreement', {
        session,
        body: { privacy_policy_version: p, terms_conditions_version: t },
      });
    const res = await agree(1, 1);
    expect(res.status).toBe(200);
    expect(res.body.user.agreed_legal).toEqual({ privacy_policy_version: 1, terms_conditions_version: 1 });
    expect((await agree(5, 1)).status).toBe(422);
  });

  it('serves the walkthrough slides and keeps the member\u2019s progress', async () => {
    const { session } = await signUpMember(ctx.api);
    const { slides } = walkthroughSlidesAnswer.parse((await ctx.api.call('GET', '/api/v2/walkthrough_slides', { session })).body);
    expect(slides).toHaveLength(3);
    const step = (body: unknown) => ctx.api.call('PUT', '/api/v2/account/walkthrough', { session, body });
    expect((await step({ step_id: slides[1]!.id })).body).toEqual({
      walkthrough_completed: false,
      last_walkthrough_step: { walkthrough_step: { id: slides[1]!.id } },
    });
    expect((await step({ step_id: 999_999 })).status).toBe(422);
    expect((await step({ completed: true })).body.walkthrough_completed).toBe(true);
    const me = (await ctx.api.call('GET', '/api/v1/me', { session })).body;
    expect(me.walkthrough_completed).toBe(true);
    expect(me.last_walkthrough_step).toEqual({ walkthrough_step: { id: slides[1]!.id } });
  });

  it('changes username and bio with the username rules', async () => {
    const { session } = await signUpMember(ctx.api);
    const patch = (body: unknown) => ctx.api.call('PATCH', '/api/v2/account/profile', { session, body });
    expect((await patch({ username: 'mia' })).body.errors).toEqual(['Username already in use']);
    expect((await patch({ username: 'bad name' })).body.errors).toEqual([messages.usernameIncorrect]);
    expect((await patch({ username: 'ab' })).body.errors).toEqual(['Username is too short: use at least 3 characters']);
    const ok = await patch({ username: `renamed_${Date.now().toString(36)}`, bio: 'I play the bass.' });
    expect(ok.status).toBe(200);
    expect(ok.body.user.bio).toBe('I play the bass.');
  });

  it('keeps the demo members onboarded, through the walkthrough and agreed to the current legal versions', async () => {
    for (const email of ['member@example.com', 'admin@example.com', 'artist@example.com']) {
      const me = (await ctx.api.call('GET', '/api/v1/me', { session: await ctx.api.login(email) })).body;
      expect(me.user.onboarding_completed).toBe(true);
      expect(me.walkthrough_completed).toBe(true);
      expect(me.user.agreed_legal).toEqual({ privacy_policy_version: 1, terms_conditions_version: 1 });
    }
    const config = (await ctx.api.call('GET', '/api/v1/configuration')).body.configuration;
    expect(config.walkthrough).toEqual({ enabled: true });
    expect(config.legal).toEqual({ privacy_policy: { version: 1 }, terms_conditions: { version: 1 } });
  });
});
