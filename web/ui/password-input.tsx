import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';

// Mantine names the eye button 'Toggle password visibility'; ours is Korean like every other name
// (ADR 006, WCAG 4.1.2). Mantine marks it aria-pressed while the password shows.
const TOGGLE_PROPS = { 'aria-label': '비밀번호 보기' };

/** Mantine's password field with a Korean name on its show/hide button. */
export function PasswordInput(props: PasswordInputProps) {
  return <MantinePasswordInput visibilityToggleButtonProps={TOGGLE_PROPS} {...props} />;
}
