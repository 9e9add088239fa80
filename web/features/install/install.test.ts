// The install hint's rules (docs/decisions/019) and the committed app icons: right sizes, listed in the
// manifest with a maskable one, and the iOS tags in the page the server builds every document from.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { type HintFacts, hintFor, platformOf } from './install-rules';

const ROOT = resolve(import.meta.dirname, '../../..');
const PUBLIC = join(ROOT, 'web', 'public');

const UA = {
  android: 'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  iphoneKakao: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.8.0',
  ipad: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('which phone', () => {
  test('Android, iOS Safari (iPadOS says Mac with touch), and everything else', () => {
    expect(platformOf(UA.android, 5)).toBe('android');
    expect(platformOf(UA.iphone, 5)).toBe('ios-safari');
    expect(platformOf(UA.ipad, 5)).toBe('ios-safari');
    expect(platformOf(UA.ipad, 0)).toBe('other');
    expect(platformOf(UA.desktop, 0)).toBe('other');
  });

  test('iOS browsers other than Safari and in-app browsers get no instructions that do not apply there', () => {
    expect(platformOf(UA.iphoneChrome, 5)).toBe('other');
    expect(platformOf(UA.iphoneKakao, 5)).toBe('other');
  });
});

describe('when the hint shows', () => {
  const NOW = 1_800_000_000_000;
  const DAY = 86_400_000;
  const used: HintFacts = { platform: 'android', standalone: false, canPrompt: true, dismissedAt: null, now: NOW, visits: 2, loggedIn: false };

  test('a phone used a bit (second visit, or logged in) and not installed: Android with Chrome’s event, iOS Safari', () => {
    expect(hintFor(used)).toBe('android');
    expect(hintFor({ ...used, visits: 1, loggedIn: true })).toBe('android');
    expect(hintFor({ ...used, platform: 'ios-safari', canPrompt: false })).toBe('ios');
  });

  test('never on the first visit of a visitor, on desktop, once installed, or on Android without the event', () => {
    expect(hintFor({ ...used, visits: 1 })).toBeNull();
    expect(hintFor({ ...used, platform: 'other' })).toBeNull();
    expect(hintFor({ ...used, standalone: true })).toBeNull();
    expect(hintFor({ ...used, platform: 'ios-safari', standalone: true })).toBeNull();
    expect(hintFor({ ...used, canPrompt: false })).toBeNull();
  });

  test('closed: not again for 30 days, then again', () => {
    expect(hintFor({ ...used, dismissedAt: NOW - 29 * DAY })).toBeNull();
    expect(hintFor({ ...used, platform: 'ios-safari', dismissedAt: NOW - DAY })).toBeNull();
    expect(hintFor({ ...used, dismissedAt: NOW - 30 * DAY })).toBe('android');
  });
});

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(join(PUBLIC, file));
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('icons', () => {
  type Icon = { src: string; sizes: string; type: string; purpose?: string };
  const manifest = JSON.parse(readFileSync(join(PUBLIC, 'manifest.webmanifest'), 'utf8')) as Record<string, unknown> & { icons: Icon[] };

  test('every PNG the manifest lists has the size it claims; 192, 512 and a maskable 512 are there', () => {
    const pngs = manifest.icons.filter((i) => i.type === 'image/png');
    for (const icon of pngs) {
      const [w, h] = icon.sizes.split('x').map(Number);
      expect(pngSize(icon.src.slice(1)), icon.src).toEqual({ width: w, height: h });
    }
    const has = (sizes: string, purpose: string) => pngs.some((i) => i.sizes === sizes && (i.purpose ?? 'any').split(' ').includes(purpose));
    expect([has('192x192', 'any'), has('512x512', 'any'), has('512x512', 'maskable')]).toEqual([true, true, true]);
  });

  test('the manifest names the app in Korean and opens it standalone at /', () => {
    expect(manifest).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone', lang: 'ko', short_name: '핏포미', theme_color: '#1f5ef5' });
    expect(String(manifest.name)).toContain('핏포미');
    expect(String(manifest.description)).toMatch(/[가-힣]/);
    expect(manifest.background_color).toBeTruthy();
  });

  test('the iOS home screen icon is 180×180 and the page links it with the iOS tags', () => {
    expect(pngSize('icons/apple-touch-icon.png')).toEqual({ width: 180, height: 180 });
    const html = readFileSync(join(ROOT, 'web', 'index.html'), 'utf8');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect(html).toContain('<meta name="apple-mobile-web-app-capable" content="yes" />');
    expect(html).toContain('<meta name="mobile-web-app-capable" content="yes" />');
    expect(html).toMatch(/<meta name="apple-mobile-web-app-status-bar-style" content="[a-z-]+" \/>/);
    expect(html).toContain('<meta name="apple-mobile-web-app-title" content="핏포미" />');
  });
});
