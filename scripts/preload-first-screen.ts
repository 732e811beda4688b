// Vite plugin: the login screen's chunks are announced in index.html, so a first visit fetches them beside the entry, not after it.
import type { Plugin } from 'vite';

/**
 * A new visitor's first screen is the login screen, a lazy chunk the entry asks for only once it has run: one more
 * round trip before the form shows. Signed-in members get these few kilobytes from the service worker's precache.
 */
export function preloadFirstScreen(moduleSuffix: string): Plugin {
  return {
    name: 'preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const screen = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(moduleSuffix)));
        if (!screen) throw new Error(`preload-first-screen: no chunk for ${moduleSuffix}`);
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        // The screen and everything it imports, however deep, that the entry neither is nor preloads itself.
        const entryImports = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => c.imports));
        const files = new Set<string>();
        const visit = (name: string) => {
          const chunk = byName.get(name);
          if (!chunk || chunk.isEntry || entryImports.has(name) || files.has(name)) return;
          files.add(name);
          chunk.imports.forEach(visit);
        };
        visit(screen.fileName);
        return [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}
