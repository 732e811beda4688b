// The demo community's library: a few folders of articles and files, one behind a plan, and the files themselves.
import { DEMO_PREMIUM_PLAN } from './demo-premium';
import sharp from 'sharp';
import type { AssetMediaType } from '../../schema/library';
import type { Database } from '../db/connect';
import { articles, assets, folders } from '../domains/library/library-schema';
import { cleanArticleBody } from '../domains/library/article-html';
import type { MediaStore } from '../media/media-store';
import { putMissing } from './demo-files';

interface DemoFile {
  name: string;
  file: string;
  mediaType: AssetMediaType;
  /** text files are written as they are; images are drawn from this colour */
  text?: string;
  colour?: string;
}
interface DemoArticle {
  title: string;
  body: string;
  cover?: string;
  requiredPlan?: string;
}
interface DemoFolder {
  name: string;
  description: string;
  requiredPlan?: string;
  files: DemoFile[];
  articles: DemoArticle[];
  folders: DemoFolder[];
}

const DIR = 'demo-library';
const url = (file: string) => `/uploads/${DIR}-${file}`;

export const demoLibrary: DemoFolder[] = [
  {
    name: 'Songbook',
    description: 'Lyrics, chord charts and the stories behind the songs.',
    files: [{ name: 'Harbour Lights chord chart', file: 'chords.txt', mediaType: 'document', text: 'Harbour Lights\n\nVerse: G D Em C\nChorus: C G D G\n' }],
    articles: [
      {
        title: 'How "Harbour Lights" was written',
        cover: 'cover-harbour.png',
        body: '<p>It started on the ferry home, a <strong>four-chord loop</strong> hummed into a phone at midnight.</p><h2>The first draft</h2><p>The verse came in ten minutes; the chorus took <em>three months</em>.</p><blockquote>Write the chorus you would sing in the car.</blockquote><ul><li>Capo on the second fret</li><li>Strum down, down-up</li></ul><p>More in the <a href="https://example.org/harbour-lights">liner notes</a>.</p>',
      },
      {
        title: 'Tuning guide for the new songs',
        body: '<p>Three of the new songs use <strong>DADGAD</strong>. Tune the low E down to D, the B down to A and the high E down to D.</p><ol><li>Low E to D</li><li>B to A</li><li>High E to D</li></ol>',
      },
    ],
    folders: [
      {
        name: 'Demos',
        description: 'Rough takes from the rehearsal room.',
        files: [{ name: 'Rehearsal room photo', file: 'rehearsal.png', mediaType: 'image', colour: '#2f5d8a' }],
        articles: [{ title: 'What changed between the demo and the record', body: '<p>The bridge moved up a key and the drums came in a bar later.</p>' }],
        folders: [],
      },
    ],
  },
  {
    name: 'Tour archive',
    description: 'Setlists, photos and write-ups from every night on the road.',
    files: [
      { name: 'Lisbon setlist', file: 'setlist-lisbon.txt', mediaType: 'document', text: 'Lisbon\n\n1. Low Tide\n2. Harbour Lights\n3. Salt\n' },
      { name: 'Lisbon crowd', file: 'lisbon.png', mediaType: 'image', colour: '#b5562c' },
    ],
    articles: [
      {
        title: 'Lisbon, night two',
        cover: 'cover-lisbon.png',
        body: '<p>The power went out halfway through <em>Salt</em>, and eight hundred people sang the rest of it.</p><p>Thank you, Lisbon.</p>',
      },
      {
        title: 'Supporters: the road diary',
        body: '<p>Every night of the tour, written on the bus before the next soundcheck.</p>',
        requiredPlan: DEMO_PREMIUM_PLAN,
      },
    ],
    folders: [],
  },
  {
    name: 'Gold lounge',
    description: 'Early listens and long reads for Gold members.',
    requiredPlan: 'Gold',
    files: [],
    articles: [{ title: 'The next record, track by track', body: '<p>Eleven songs, two of them older than the band.</p>' }],
    folders: [],
  },
];

async function seedFolder(tx: Database, folder: DemoFolder, parentId: number | null, position: number, authorId: number, now: Date): Promise<void> {
  const [row] = await tx
    .insert(folders)
    .values({ parentId, name: folder.name, description: folder.description, position, requiredPlan: folder.requiredPlan ?? null })
    .returning({ id: folders.id });
  const folderId = row!.id;
  if (folder.files.length) {
    await tx.insert(assets).values(
      folder.files.map((f, i) => ({
        folderId,
        name: f.name,
        fileUrl: url(f.file),
        mediaType: f.mediaType,
        sizeBytes: f.text ? Buffer.byteLength(f.text) : 4096,
        position: i,
      })),
    );
  }
  if (folder.articles.length) {
    await tx.insert(articles).values(
      folder.articles.map((a, i) => {
        const clean = cleanArticleBody(a.body);
        return {
          folderId,
          title: a.title,
          bodyHtml: clean.html,
          bodyText: clean.text,
          coverImageUrl: a.cover ? url(a.cover) : null,
          authorId,
          publishedAt: now,
          position: i,
          requiredPlan: a.requiredPlan ?? null,
        };
      }),
    );
  }
  for (const [i, child] of folder.folders.entries()) await seedFolder(tx, child, folderId, i, authorId, now);
}

/** The folders, files' rows and articles; `authorId` writes the articles. */
export async function seedLibrary(tx: Database, authorId: number, now: Date): Promise<void> {
  for (const [i, folder] of demoLibrary.entries()) await seedFolder(tx, folder, null, i, authorId, now);
}

const covers: Record<string, string> = { 'cover-harbour.png': '#1d3b53', 'cover-lisbon.png': '#8a4b2f' };

/** Writes the demo's files into the media store when missing (the rows point at them). */
export async function writeDemoLibraryFiles(files: MediaStore): Promise<void> {
  const all = demoLibrary.flatMap(function each(f): DemoFile[] {
    return [...f.files, ...f.folders.flatMap(each)];
  });
  const images = [...all.filter((f) => f.colour).map((f) => [f.file, f.colour!] as const), ...Object.entries(covers)];
  for (const f of all.filter((f) => f.text !== undefined)) await putMissing(files, `${DIR}-${f.file}`, async () => Buffer.from(f.text!));
  for (const [file, colour] of images) {
    await putMissing(files, `${DIR}-${file}`, () => sharp(Buffer.from(demoPicture(colour))).png().toBuffer());
  }
}

/** A harbour at night in the item's colour: sky, water and a few lights. */
export function demoPicture(colour: string): string {
  const lights = [120, 300, 470, 640, 820].map((x, i) => `<circle cx="${x}" cy="${300 + (i % 2) * 24}" r="${10 + (i % 3) * 4}" fill="#ffd98a" opacity="0.9"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0b1320"/></linearGradient></defs>
    <rect width="960" height="540" fill="url(#sky)"/>
    <rect y="340" width="960" height="200" fill="#0b1320" opacity="0.6"/>
    ${lights.join('')}
  </svg>`;
}
