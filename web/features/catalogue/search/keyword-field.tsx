import { ActionIcon, CloseButton, Group, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { Ref } from 'react';

type Props = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Focuses the field again after the clear button empties it. */
  onCleared?: () => void;
};

/** One search field for the home form and the search panel: clear (X) and a submit search icon. */
export function KeywordField({ value, onChange, inputRef, onCleared, ...props }: Props) {
  return (
    <TextInput
      ref={inputRef}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      placeholder="운동 이름을 입력해 주세요"
      maxLength={50}
      autoComplete="off"
      enterKeyHint="search"
      size="lg"
      radius="xl"
      rightSectionWidth={value ? 96 : 52}
      rightSectionPointerEvents="all"
      rightSection={
        <Group gap={2} wrap="nowrap" pr={6}>
          {value && (
            <CloseButton
              aria-label="검색어 지우기"
              onClick={() => {
                onChange('');
                onCleared?.();
              }}
            />
          )}
          <ActionIcon type="submit" size={44} radius="xl" aria-label="검색">
            <IconSearch size={18} />
          </ActionIcon>
        </Group>
      }
      {...props}
    />
  );
}
