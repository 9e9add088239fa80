import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import type { CSSProperties } from 'react';

const brand: MantineColorsTuple = ['#e8f0ff', '#d0dfff', '#a1bdff', '#6f98ff', '#4679ff', '#2f6bff', '#1f5ef5', '#124fdb', '#0a45c4', '#003aad'];

// 'Pretendard Fallback' (web/ui/font-fallback.css) is sized like Pretendard, so the late font swap moves nothing.
const fontFamily =
  "'Pretendard Variable', Pretendard, 'Pretendard Fallback', -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif";

export const theme = createTheme({
  // The root font size is 62.5% (1rem = 10px, docs/product.md §1); Mantine's rem values are scaled back up.
  scale: 1.6,
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: 6,
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    // Icon-only close buttons need a name for screen readers (WCAG 4.1.2).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': '닫기' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': '알림 닫기' } } },
  },
});

/**
 * docs/product.md §5: an edited, valid input gets the brand colour (Mantine's success state) rather than green.
 * WCAG 1.4.3: Mantine's dimmed grey and several dark defaults miss 4.5:1 for text, so ours are darker (lighter in
 * dark mode, docs/decisions/032-dark-mode.md). `--ffm-*` are per-role colours with a light and a dark value.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-success': 'var(--mantine-color-brand-6)',
    '--mantine-color-dimmed': '#636a75',
    '--mantine-color-gray-outline': '#636a75',
    '--ffm-caution-text': '#a33a0c',
    '--ffm-surface': 'var(--mantine-color-white)',
    '--ffm-surface-muted': 'var(--mantine-color-gray-0)',
    '--ffm-surface-strong': 'var(--mantine-color-gray-1)',
    '--ffm-bar': 'rgb(255 255 255 / 97%)',
    '--ffm-border': 'var(--mantine-color-gray-2)',
    '--ffm-border-strong': 'var(--mantine-color-gray-3)',
    '--ffm-border-dashed': 'var(--mantine-color-gray-4)',
    '--ffm-tint': 'var(--mantine-color-brand-0)',
    '--ffm-tint-strong': 'var(--mantine-color-brand-1)',
    '--ffm-accent': 'var(--mantine-color-brand-6)',
    '--ffm-brand-text': 'var(--mantine-color-brand-7)',
    '--ffm-text-soft': 'var(--mantine-color-gray-7)',
    '--ffm-danger-text': 'var(--mantine-color-red-9)',
    '--ffm-success-text': 'var(--mantine-color-teal-9)',
    '--ffm-done-surface': 'var(--mantine-color-teal-0)',
    '--ffm-caution-surface': 'var(--mantine-color-orange-0)',
    '--ffm-inverse-surface': 'var(--mantine-color-dark-7)',
    '--ffm-picture': 'var(--mantine-color-white)',
    '--ffm-picture-muted': 'var(--mantine-color-gray-0)',
    '--ffm-picture-strong': 'var(--mantine-color-gray-1)',
    '--ffm-chart-1': 'var(--mantine-color-brand-6)',
    '--ffm-chart-2': 'var(--mantine-color-teal-7)',
    '--ffm-chart-3': 'var(--mantine-color-orange-7)',
  },
  dark: {
    '--mantine-color-success': 'var(--mantine-color-brand-4)',
    '--mantine-color-dimmed': '#a1a1a1',
    '--mantine-color-gray-outline': '#a1a1a1',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-2)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
    '--ffm-caution-text': 'var(--mantine-color-orange-4)',
    '--ffm-surface': 'var(--mantine-color-dark-6)',
    '--ffm-surface-muted': 'var(--mantine-color-dark-6)',
    '--ffm-surface-strong': 'var(--mantine-color-dark-5)',
    '--ffm-bar': 'rgb(36 36 36 / 97%)',
    '--ffm-border': 'var(--mantine-color-dark-4)',
    '--ffm-border-strong': 'var(--mantine-color-dark-4)',
    '--ffm-border-dashed': 'var(--mantine-color-dark-3)',
    '--ffm-tint': '#1e2a47',
    '--ffm-tint-strong': '#26365c',
    '--ffm-accent': 'var(--mantine-color-brand-4)',
    '--ffm-brand-text': 'var(--mantine-color-brand-2)',
    '--ffm-text-soft': 'var(--mantine-color-dark-1)',
    '--ffm-danger-text': 'var(--mantine-color-red-4)',
    '--ffm-success-text': 'var(--mantine-color-teal-3)',
    '--ffm-done-surface': '#1b3330',
    '--ffm-caution-surface': '#3a2a1a',
    '--ffm-inverse-surface': 'var(--mantine-color-dark-5)',
    '--ffm-picture': 'var(--mantine-color-white)',
    '--ffm-picture-muted': 'var(--mantine-color-gray-0)',
    '--ffm-picture-strong': 'var(--mantine-color-gray-1)',
    '--ffm-chart-1': 'var(--mantine-color-brand-4)',
    '--ffm-chart-2': 'var(--mantine-color-teal-4)',
    '--ffm-chart-3': 'var(--mantine-color-orange-4)',
  },
});

/** Mantine's hover for red 9 is red 8, where white text is only 4.2:1, so the hover darkens red 9 instead. */
export const DANGER_FILLED = {
  color: 'red.9',
  style: { '--button-hover': 'color-mix(in srgb, var(--mantine-color-red-9) 85%, black)' } as CSSProperties,
};
