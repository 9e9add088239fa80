// Login returns to the page that asked for it, but only to a path of our own (no open redirect).
import { describe, expect, test } from 'vitest';
import { loginSearchFor, safeReturnPath } from './return-to';

describe('safeReturnPath', () => {
  test('keeps a path of ours with its search and hash', () => {
    expect(safeReturnPath('/mypage/profile')).toBe('/mypage/profile');
    expect(safeReturnPath('/recommend/bodypart?machines=1&x=%EA%B0%80')).toBe('/recommend/bodypart?machines=1&x=%EA%B0%80');
    expect(safeReturnPath('/workout#top')).toBe('/workout#top');
  });

  test.each([
    '//evil.kr',
    '//evil.kr/mypage',
    'http://evil.kr',
    'https://evil.kr/mypage',
    'javascript:alert(1)',
    '/\\evil.kr',
    '\\\\evil.kr',
    '/\tevil',
    '/\n/evil.kr',
    'mypage',
    '',
    '/login',
    '/login?redirect=/mypage',
    '/password-reset/new',
    `/${'a'.repeat(2100)}`,
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  test('refuses what is not a string', () => {
    for (const raw of [undefined, null, 3, ['/mypage'], { path: '/mypage' }]) expect(safeReturnPath(raw)).toBeNull();
  });
});

test('loginSearchFor: a redirect only for a page other than home', () => {
  expect(loginSearchFor('/mypage/profile?tab=1')).toEqual({ redirect: '/mypage/profile?tab=1' });
  expect(loginSearchFor('/')).toEqual({});
  expect(loginSearchFor('//evil.kr')).toEqual({});
});
