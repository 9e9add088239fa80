import { Paper, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { KeywordChips } from './keyword-chips';
import { KeywordField } from './keyword-field';
import { PANEL_KEYWORDS } from './keywords';

/** 'typing' results arrive as you type; 'submit' is an explicit search (enter, icon, suggestion). */
export type SearchTrigger = 'typing' | 'submit';

type Props = { keyword: string; autoFocus: boolean; onSearch: (keyword: string, trigger: SearchTrigger) => void };

const TYPING_DEBOUNCE_MS = 250;

export function SearchPanel({ keyword, autoFocus, onSearch }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(keyword);
  // The keyword this panel last sent; any other URL keyword came from back/forward and is shown.
  const sent = useRef(keyword);

  useEffect(() => {
    if (keyword !== sent.current) {
      sent.current = keyword;
      setDraft(keyword);
    }
  }, [keyword]);

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  const send = (value: string, trigger: SearchTrigger) => {
    sent.current = value;
    onSearch(value, trigger);
  };
  const sendTyped = useDebouncedCallback((value: string) => send(value, 'typing'), TYPING_DEBOUNCE_MS);

  const change = (value: string) => {
    setDraft(value);
    sendTyped(value);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    sendTyped.cancel();
    if (!draft.trim()) return inputRef.current?.focus();
    send(draft, 'submit');
    // Closes the on-screen keyboard so the results are visible on a phone.
    inputRef.current?.blur();
  };

  const pick = (value: string) => {
    sendTyped.cancel();
    setDraft(value);
    send(value, 'submit');
  };

  return (
    <Paper withBorder radius="xl" p={{ base: 'md', sm: 'xl' }} bg="var(--ffm-surface-muted)">
      <Stack gap="md">
        <Text component="label" htmlFor="search-panel-field" fw={700} fz={16}>
          모든 부위에서 검색
        </Text>
        <form onSubmit={submit} role="search" noValidate>
          <KeywordField
            id="search-panel-field"
            value={draft}
            onChange={change}
            inputRef={inputRef}
            onCleared={() => {
              sendTyped.flush();
              inputRef.current?.focus();
            }}
          />
        </form>
        <KeywordChips label="추천 검색어" keywords={PANEL_KEYWORDS} onPick={pick} />
      </Stack>
    </Paper>
  );
}
