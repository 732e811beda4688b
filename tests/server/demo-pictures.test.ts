// The demo's pictures: every seeded member has an avatar and every group a cover, and each points at a real picture the seed drew.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { groups } from '../../server/domains/groups/group-schema';
import { users } from '../../server/domains/account/users-schema';
import { openMediaStores } from '../../server/media/media-stores';
import { writeDemoPictures } from '../../server/seed/demo-pictures';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('the demo pictures on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('gives each member an avatar and each group a cover, drawn into the media store, different from each other', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-pictures-'));
    const media = openMediaStores({ uploadsDir: dir });
    try {
      await writeDemoPictures(media.files);
      const people = await ctx.testDb.db.select({ url: users.avatarUrl }).from(users);
      const covers = await ctx.testDb.db.select({ image: groups.image, header: groups.headerImage }).from(groups);
      const urls = [...people.map((p) => p.url), ...covers.flatMap((g) => [g.image?.small, g.header?.large])];
      expect(urls.every((u) => typeof u === 'string' && u.startsWith('/uploads/demo-'))).toBe(true);
      const pictures = new Set<string>();
      for (const url of new Set(urls as string[])) {
        const stream = await media.files.get(url.slice('/uploads/'.length));
        expect(stream, url).not.toBeNull();
        const bytes = await buffer(stream!);
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe('png');
        expect(meta.width).toBeGreaterThanOrEqual(256);
        pictures.add(bytes.toString('base64'));
      }
      // Nine members and four groups, thirteen pictures of their own.
      expect(pictures.size).toBe(new Set(urls).size);
    } finally {
      await media.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
