// Cache Storage's behaviour for one cache, for the engine's offline packs in Node (which has none): bodies stored whole, answered as new Responses.
import type { PackCache } from '../../../worker/offline-packs/download-file';

export class MemoryCache implements PackCache {
  readonly entries = new Map<string, { body: Uint8Array; headers: [string, string][] }>();
  async match(key: string) {
    const hit = this.entries.get(key);
    return hit ? new Response(hit.body.slice(), { headers: hit.headers }) : undefined;
  }
  async put(key: string, res: Response) {
    const body = new Uint8Array(await res.arrayBuffer());
    this.entries.set(key, { body, headers: [...res.headers] });
  }
  async delete(key: string) {
    return this.entries.delete(key);
  }
  async keys() {
    return [...this.entries.keys()].map((key) => new Request(key));
  }
}
