// The demo's courses: the songwriting course with a cover, images, a short real video and an audio track, and a paid
// masterclass; the files are written into the media store when missing, as the library's are.
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Database } from '../db/connect';
import { courses, lessonMedia, lessons, products } from '../domains/courses/course-schema';
import type { MediaStore } from '../media/media-store';
import { demoCourse, demoMasterclass } from './demo-content';
import { putMissing } from './demo-files';
import { demoPicture } from './demo-library';

const DIR = 'demo-course';
const url = (file: string) => `/uploads/${DIR}-${file}`;
const both = (file: string) => ({ small: url(file), large: url(file) });
/** A six-second VP8 WebM made once in Chromium (WebCodecs, muxed by tests/fixtures/webm.ts): the machine has no video tools. */
const CLIP = fileURLToPath(new URL('./media/harbour-clip.webm', import.meta.url));
const pictures: Record<string, string> = { 'cover.png': '#35597a', 'notebook.png': '#5a3f7a', 'chords.png': '#2f7a5a', 'studio.png': '#7a2f3f' };

export async function seedCourses(tx: Database): Promise<void> {
  const [course] = await tx
    .insert(courses)
    .values({ name: demoCourse.name, description: demoCourse.description, lessonOrderEnforced: true, image: both('cover.png'), followupButton: demoCourse.followup })
    .returning({ id: courses.id });
  const courseId = course!.id;
  const rows = await tx
    .insert(lessons)
    .values(
      demoCourse.lessons.map(([name, excerpt], i) => ({
        courseId,
        position: i + 1,
        name,
        excerpt,
        image: i === 0 ? both('notebook.png') : null,
        content: `<p>${excerpt}</p><p>Lesson ${i + 1} of ${demoCourse.lessons.length}.</p>`,
      })),
    )
    .returning({ id: lessons.id });
  const clipSize = (await fs.stat(CLIP)).size;
  await tx.insert(lessonMedia).values([
    { lessonId: rows[1]!.id, courseId, mediaType: 'video', processingState: 'complete', fileUrl: url('harbour-clip.webm'), name: 'From idea to shape', contentType: 'video/webm', size: clipSize, width: 160, height: 120 },
    { lessonId: rows[2]!.id, courseId, mediaType: 'image', processingState: 'complete', fileUrl: url('chords.png'), versions: both('chords.png'), name: 'Borrowed chords', contentType: 'image/png', size: 0, width: 960, height: 540 },
    { lessonId: rows[3]!.id, courseId, mediaType: 'track', processingState: 'complete', fileUrl: url('hum.wav'), name: 'A hummed melody', contentType: 'audio/wav', size: humWav().length },
  ]);

  const [product] = await tx.insert(products).values({ name: demoMasterclass.product }).returning({ id: products.id });
  const [paid] = await tx
    .insert(courses)
    .values({ name: demoMasterclass.name, description: demoMasterclass.description, position: 1, image: both('studio.png'), tierProductId: product!.id })
    .returning({ id: courses.id });
  await tx.insert(lessons).values(demoMasterclass.lessons.map(([name, excerpt], i) => ({ courseId: paid!.id, position: i + 1, name, excerpt, content: `<p>${excerpt}</p>` })));
}

/** Writes the demo courses' files into the media store when missing (the rows point at them). */
export async function writeDemoCourseFiles(files: MediaStore): Promise<void> {
  for (const [file, colour] of Object.entries(pictures)) {
    await putMissing(files, `${DIR}-${file}`, () => sharp(Buffer.from(demoPicture(colour))).png().toBuffer());
  }
  await putMissing(files, `${DIR}-harbour-clip.webm`, () => fs.readFile(CLIP));
  await putMissing(files, `${DIR}-hum.wav`, async () => humWav());
}

/** Two seconds of a hummed phrase (sine tones, 8 kHz mono 16-bit PCM): a real, playable audio track. */
function humWav(): Buffer {
  const rate = 8000;
  const notes = [392, 440, 494, 440];
  const samples = rate * 2;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const f = notes[Math.floor((i / samples) * notes.length)]!;
    const fade = Math.min(1, (samples - i) / 800, i / 800);
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * f * i) / rate) * 9000 * fade), i * 2);
  }
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}
