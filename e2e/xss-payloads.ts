// The script-injection payloads of the XSS journeys, and the check that none of them ran on a page.
import { expect, type Page } from '@playwright/test';

/** Each payload, if it ran, would set window.__xss (or open a dialog, which fails the journey too). */
export const payloads = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1">',
  '<svg><script>window.__xss=1</script></svg>',
  '<iframe src="javascript:window.parent.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<body onload="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">',
  '<input autofocus onfocus="window.__xss=1">',
  '<video><source onerror="window.__xss=1"></video>',
  '<audio src=x onerror="window.__xss=1">',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<a href="javascript:window.__xss=1">click</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '"><img src=x onerror=window.__xss=1>',
  "'><svg/onload=window.__xss=1>",
  '</textarea><script>window.__xss=1</script>',
  '</title><script>window.__xss=1</script>',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '<IMG SRC=JaVaScRiPt:window.__xss=1>',
  '<img src="x" onerror="&#119;indow.__xss=1">',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<marquee onstart="window.__xss=1">',
  '<form><button formaction="javascript:window.__xss=1">go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:window.__xss=1//">',
  '<link rel="import" href="data:text/html,<script>parent.__xss=1</script>">',
  '{{constructor.constructor("window.__xss=1")()}}',
  '${window.__xss=1}',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  'javascript:window.__xss=1',
];

export async function nothingRan(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // Nothing a payload names became an element: the feed holds no image, frame or script of ours beyond the app's own.
  expect(await page.locator('main iframe, main object, main embed, main script, main img[src="x"], main svg[onload]').count()).toBe(0);
}
