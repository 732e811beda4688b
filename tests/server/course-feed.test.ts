// Courses in the delta feed (only to enrolled members, a tombstone on unenrolling) and lesson media stored by the hosts' upload.
import { describe, expect, it } from 'vitest';
import { lessonMediumResponse } from '../../schema/courses';
import { messages } from '../../schema/messages';
import type { Session } from '../../schema/session';
import { fakeMp4, makePng } from '../fixtures/media-files';
import { cursorOf, feedSince } from './support/change-feed';
import { makeCourse } from './support/courses';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('courses in the feed and lesson media on %s', (driver) => {
  const ctx = useTestApp(driver);
  const login = (email: string) => ctx.api.login(email);
  const upload = (s: Session | undefined, lessonId: number, bytes: Buffer, query: string) =>
    ctx.api.call('POST', `/api/v2/lessons/${lessonId}/media?${query}`, { session: s, payload: bytes, headers: { 'content-type': 'application/octet-stream' } });

  it('stores an image with its variants and a video as sent, complete; refuses other files; only hosts upload', async () => {
    const ada = await login('admin@example.com');
    const c = await makeCourse(ctx.api, ada, {}, 1);
    const lessonId = c.lessonIds[0]!;
    const image = lessonMediumResponse.parse((await upload(ada, lessonId, await makePng(800, 600), 'name=cover.png')).body).lesson_medium;
    expect(image).toMatchObject({ media_type: 'image', processing_state: 'complete', width: 800, height: 600, course_id: c.id });
    expect(image.versions?.small).toMatch(/^\/uploads\/.+-small\.png$/);
    const video = lessonMediumResponse.parse((await upload(ada, lessonId, fakeMp4(4096), 'name=clip.mp4&position=1')).body).lesson_medium;
    expect(video).toMatchObject({ media_type: 'video', processing_state: 'complete', content_type: 'video/mp4', size: 4096, versions: null });
    const track = lessonMediumResponse.parse((await upload(ada, lessonId, fakeMp4(2048), 'name=talk.m4a&kind=track')).body).lesson_medium;
    expect(track.media_type).toBe('track');
    const served = await ctx.api.call('GET', video.file_url!);
    expect(served.status).toBe(200);
    const junk = await upload(ada, lessonId, Buffer.from('just some text, not media'), 'name=notes.txt');
    expect(junk.status).toBe(422);
    expect(junk.body).toEqual({ errors: [messages.fileFormatUnsupported] });
    const mia = await login('member@example.com');
    expect((await upload(mia, lessonId, await makePng(), 'name=x.png')).status).toBe(403);
    expect((await upload(undefined, lessonId, await makePng(), 'name=x.png')).status).toBe(401);
    // GET lesson_media: enrolled members and hosts.
    const url = `/api/v2/lesson_media/${video.id}`;
    expect((await ctx.api.call('GET', url, { session: mia })).body).toEqual({ errors: [messages.courseNotEnrolled] });
    expect((await ctx.api.call('GET', url)).status).toBe(401);
    await ctx.api.call('POST', `/api/v2/courses/${c.id}/enroll`, { session: mia, body: {} });
    expect(lessonMediumResponse.parse((await ctx.api.call('GET', url, { session: mia })).body).lesson_medium.file_url).toBe(video.file_url);
    expect((await ctx.api.call('GET', '/api/v2/lesson_media/999999', { session: mia })).status).toBe(404);
  });

  it("sets a course's and a lesson's picture from an uploaded image (hosts only), with variants; anything else is refused", async () => {
    const ada = await login('admin@example.com');
    const mia = await login('member@example.com');
    const c = await makeCourse(ctx.api, ada, {}, 1);
    const put = (s: Session | undefined, url: string, bytes: Buffer) =>
      ctx.api.call('PUT', url, { session: s, payload: bytes, headers: { 'content-type': 'application/octet-stream' } });
    const course = await put(ada, `/api/v2/courses/${c.id}/image`, await makePng(1600, 900));
    expect(course.status).toBe(200);
    expect(course.body.course.image).toEqual({ small: expect.stringMatching(/-small\.png$/), large: expect.stringMatching(/-large\.png$/) });
    const lesson = await put(ada, `/api/v2/lessons/${c.lessonIds[0]}/image`, await makePng());
    expect(lesson.body.lesson.image.small).toMatch(/^\/uploads\//);
    expect((await put(ada, `/api/v2/courses/${c.id}/image`, fakeMp4(2048))).body).toEqual({ errors: [messages.fileFormatUnsupported] });
    expect((await put(mia, `/api/v2/courses/${c.id}/image`, await makePng())).status).toBe(403);
    expect((await put(undefined, `/api/v2/lessons/${c.lessonIds[0]}/image`, await makePng())).status).toBe(401);
    expect((await put(ada, '/api/v2/lessons/999999/image', await makePng())).status).toBe(404);
  });

  it('carries a course, its lessons and media to its enrolled members only, and a tombstone with the catalogue card on unenrolling', async () => {
    const ada = await login('admin@example.com');
    const mia = await login('member@example.com');
    const bob = await login('artist@example.com');
    const c = await makeCourse(ctx.api, ada, {}, 2);
    await upload(ada, c.lessonIds[0]!, await makePng(), 'name=a.png');
    const miaFrom = await cursorOf(ctx.api, mia);
    const bobFrom = await cursorOf(ctx.api, bob);
    await ctx.api.call('POST', `/api/v2/courses/${c.id}/enroll`, { session: mia, body: {} });
    const joined = await feedSince(ctx.api, mia, miaFrom);
    const kinds = (changes: typeof joined) =>
      changes.map((ch) => `${ch.kind}:${'data' in ch && 'id' in ch.data ? ch.data.id : 'id' in ch ? ch.id : ''}`);
    expect(kinds(joined)).toEqual(expect.arrayContaining([`course.upsert:${c.id}`, `lesson.upsert:${c.lessonIds[0]}`, `lesson.upsert:${c.lessonIds[1]}`]));
    expect(joined.some((ch) => ch.kind === 'lesson_medium.upsert')).toBe(true);
    const lesson = joined.find((ch) => ch.kind === 'lesson.upsert');
    expect(lesson?.kind === 'lesson.upsert' && lesson.data.content).toContain('Part');
    // A host's edit reaches the enrolled member, not another member.
    const miaMid = await cursorOf(ctx.api, mia);
    await ctx.api.call('PATCH', `/api/v2/lessons/${c.lessonIds[1]}`, { session: ada, body: { name: 'Renamed' } });
    const edited = await feedSince(ctx.api, mia, miaMid);
    expect(edited.find((ch) => ch.kind === 'lesson.upsert')).toMatchObject({ data: { id: c.lessonIds[1], name: 'Renamed' } });
    expect((await feedSince(ctx.api, bob, bobFrom)).filter((ch) => ch.kind.startsWith('course') || ch.kind.startsWith('lesson'))).toEqual([]);
    // Completing: the member's lesson and course.
    const miaDone = await cursorOf(ctx.api, mia);
    await ctx.api.call('POST', `/api/v2/courses/${c.id}/lessons/${c.lessonIds[0]}/complete`, { session: mia, body: {} });
    const progress = await feedSince(ctx.api, mia, miaDone);
    expect(progress.find((ch) => ch.kind === 'course.upsert')).toMatchObject({ data: { user_enrollment: { completed_lessons_count: 1 } } });
    const miaLeave = await cursorOf(ctx.api, mia);
    await ctx.api.call('POST', `/api/v2/courses/${c.id}/unenroll`, { session: mia, body: {} });
    const left = await feedSince(ctx.api, mia, miaLeave);
    expect(left.at(-1)).toMatchObject({ kind: 'course.delete', id: c.id, course: { id: c.id, user_enrollment: null } });
    // Unpublishing takes the course off every learner's device.
    const bob2 = await cursorOf(ctx.api, bob);
    await ctx.api.call('POST', `/api/v2/courses/${c.id}/enroll`, { session: bob, body: {} });
    await ctx.api.call('PATCH', `/api/v2/courses/${c.id}`, { session: ada, body: { published: false } });
    expect((await feedSince(ctx.api, bob, bob2)).at(-1)).toEqual({ cursor: expect.any(Number), kind: 'course.delete', id: c.id });
    await ctx.api.call('PATCH', `/api/v2/courses/${c.id}`, { session: ada, body: { published: true } });
    // No longer enrolled: the host's next edit does not reach them.
    const miaAfter = await cursorOf(ctx.api, mia);
    await ctx.api.call('PATCH', `/api/v2/lessons/${c.lessonIds[0]}`, { session: ada, body: { name: 'Again' } });
    expect(await feedSince(ctx.api, mia, miaAfter)).toEqual([]);
  });
});
