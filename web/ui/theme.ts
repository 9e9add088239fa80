import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = ['#e8f0ff', '#d0dfff', '#a1bdff', '#6f98ff', '#4679ff', '#2f6bff', '#1f5ef5', '#124fdb', '#0a45c4', '#003aad'];

// 'Pretendard Fallback' (web/ui/font-fallback.css): the installed Korean font sized like Pretendard, so the
// late swap to the web font (web/ui/fonts.ts) moves nothing.
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
 * WCAG 1.4.3: Mantine's dimmed grey (#868e96, 3.3:1 on white) is too faint for body text; ours reads at
 * 5.5:1 on white and 4.8:1 on the light brand tint. The caution title's orange gets the same treatment.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-success': 'var(--mantine-color-brand-6)',
    '--mantine-color-dimmed': '#636a75',
    '--mantine-color-gray-outline': '#636a75',
    '--ffm-caution-text': '#a33a0c',
  },
  dark: { '--mantine-color-success': 'var(--mantine-color-brand-4)' },
});
