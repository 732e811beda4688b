// A real, playable and seekable video for the journeys: frames drawn and VP8-encoded in the page (WebCodecs), muxed to WebM in Node.
import type { Page } from '@playwright/test';
import { muxWebm, type EncodedFrame } from '../tests/fixtures/webm';

const WIDTH = 160;
const HEIGHT = 120;
const FPS = 10;

/** A WebM clip of `seconds` seconds (a keyframe each second), each frame a different colour. */
export async function makeWebmClip(page: Page, seconds = 4): Promise<Buffer> {
  const frames = await page.evaluate(
    async ({ width, height, fps, count }) => {
      const out: { timestamp: number; key: boolean; data: number[] }[] = [];
      const encoder = new VideoEncoder({
        output: (chunk) => {
          const data = new Uint8Array(chunk.byteLength);
          chunk.copyTo(data);
          out.push({ timestamp: chunk.timestamp, key: chunk.type === 'key', data: [...data] });
        },
        error: (e) => {
          throw e;
        },
      });
      encoder.configure({ codec: 'vp8', width, height, bitrate: 200_000, framerate: fps });
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d')!;
      for (let i = 0; i < count; i++) {
        ctx.fillStyle = `hsl(${(i * 37) % 360} 70% 50%)`;
        ctx.fillRect(0, 0, width, height);
        ctx.fillStyle = '#fff';
        ctx.fillRect((i * 7) % width, 40, 20, 40);
        const frame = new VideoFrame(canvas, { timestamp: Math.round((i * 1_000_000) / fps), duration: Math.round(1_000_000 / fps) });
        encoder.encode(frame, { keyFrame: i % fps === 0 });
        frame.close();
      }
      await encoder.flush();
      encoder.close();
      return out;
    },
    { width: WIDTH, height: HEIGHT, fps: FPS, count: seconds * FPS },
  );
  const encoded: EncodedFrame[] = frames.map((f) => ({ timestamp: f.timestamp, key: f.key, data: Uint8Array.from(f.data) }));
  return muxWebm(encoded, WIDTH, HEIGHT, seconds * 1000);
}
