import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#e8f0ff',
  '#d0dfff',
  '#a1bdff',
  '#6f98ff',
  '#4679ff',
  '#2f6bff',
  '#1f5ef5',
  '#124fdb',
  '#0a45c4',
  '#003aad',
];

const fontFamily =
  "'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif";

export const theme = createTheme({
  // The root font size is 62.5% (1rem = 10px, SPEC §1); Mantine's rem values are scaled back up.
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
  },
});

/** SPEC §5: an edited, valid input gets the brand colour (Mantine's success state) rather than green. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-success': 'var(--mantine-color-brand-6)' },
  dark: { '--mantine-color-success': 'var(--mantine-color-brand-4)' },
});
