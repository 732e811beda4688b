// The link preview card's rules: only http(s) links open, only our own uploads are shown as images, the site falls back to the host.
import { describe, expect, it } from 'vitest';
import { ownImageUrl, previewSite, safeExternalHref } from '../../src/lib/link-preview';

describe('link preview rules', () => {
  it('makes a link of http(s) URLs only', () => {
    expect(safeExternalHref('https://tickets.example.org/a?b=1')).toBe('https://tickets.example.org/a?b=1');
    expect(safeExternalHref('http://example.org')).toBe('http://example.org/');
    for (const url of ['javascript:alert(1)', ' javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '//evil.example/', '/relative', 'not a url', '']) {
      expect(safeExternalHref(url), url).toBeNull();
    }
  });

  it('shows an image only from our own uploads', () => {
    expect(ownImageUrl({ url: '/uploads/preview-abc_DEF-1.jpg', width: 1, height: 1 })).toBe('/uploads/preview-abc_DEF-1.jpg');
    for (const url of ['https://evil.example/x.jpg', '//evil.example/x.jpg', '/uploads/../api/v1/x', 'javascript:alert(1)', '/uploads/a" onerror="alert(1)', 'http://169.254.169.254/']) {
      expect(ownImageUrl({ url, width: 1, height: 1 }), url).toBeNull();
    }
    expect(ownImageUrl(null)).toBeNull();
  });

  it("names the site, else the link's host", () => {
    expect(previewSite({ site_name: 'Harbour Tickets', url: 'https://www.tickets.example.org/' })).toBe('Harbour Tickets');
    expect(previewSite({ site_name: null, url: 'https://www.tickets.example.org/show' })).toBe('tickets.example.org');
    expect(previewSite({ site_name: null, url: 'nonsense' })).toBe('');
  });
});
