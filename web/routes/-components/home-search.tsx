import { Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { KeywordChips } from '../../features/catalogue/search/keyword-chips';
import { KeywordField } from '../../features/catalogue/search/keyword-field';
import { HOME_KEYWORDS } from '../../features/catalogue/search/keywords';
import classes from './home-search.module.css';

export function HomeSearch() {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [keyword, setKeyword] = useState('');
  const focus = () => inputRef.current?.focus();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const term = keyword.trim();
    // docs/product.md §5: the field is required; an empty submit just returns the cursor to it.
    if (!term) return focus();
    void navigate({ to: '/searchworkout', search: { keyword: term } });
  };

  return (
    <section className={classes.section} aria-labelledby="home-search-title">
      <Container size="md">
        <Stack gap="lg" className={classes.box}>
          <div>
            <Title id="home-search-title" order={2} className={classes.title}>
              어떤 운동이 궁금하세요?
            </Title>
            <Text c="dimmed" fz={16} mt={8}>
              띄어쓰기나 초성(ㅅㅋㅌ)만으로도 찾아 드려요.
            </Text>
          </div>
          <form onSubmit={submit} role="search" noValidate>
            <KeywordField aria-label="운동 이름" value={keyword} onChange={setKeyword} inputRef={inputRef} onCleared={focus} />
          </form>
          <KeywordChips
            label="인기 검색어"
            keywords={HOME_KEYWORDS}
            onPick={(k) => {
              setKeyword(k);
              focus();
            }}
          />
        </Stack>
      </Container>
    </section>
  );
}
