import { Loader, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ExerciseSummary } from '../../../server/features/catalogue/catalogue.shared';
import { trpc } from '../../lib/trpc';
import { KeywordField } from '../catalogue/search/keyword-field';
import classes from './session/session.module.css';

type Props = {
  /** What the pick button says after the name, e.g. '추가' or '선택'. */
  action: string;
  onPick: (session: ExerciseSummary) => void;
  initialKeyword?: string;
};

/** The catalogue search (catalogue.search) as a list to pick one exercise from. */
export function ExercisePicker({ action, onPick, initialKeyword = '' }: Props) {
  const [keyword, setKeyword] = useState(initialKeyword);
  const [debounced] = useDebouncedValue(keyword.trim(), 250);
  const { data, isFetching } = useQuery({ ...trpc.catalogue.search.queryOptions({ keyword: debounced, page: 1 }), placeholderData: keepPreviousData });
  return (
    <Stack gap="sm">
      <form role="search" onSubmit={(e) => e.preventDefault()} noValidate>
        <KeywordField value={keyword} onChange={setKeyword} aria-label="운동 검색" size="md" data-autofocus />
      </form>
      <Text fz={14} c="dimmed" aria-live="polite">
        {isFetching && !data ? '찾는 중…' : data ? (debounced ? `'${debounced}' 검색 결과 ${data.total}개` : '인기 운동') : ''}
        {isFetching && data ? <Loader size={14} ml={8} aria-hidden /> : null}
      </Text>
      <ul className={classes.pickList} aria-label="검색 결과">
        {data?.items.map((w) => (
          <li key={w.id}>
            <UnstyledButton className={classes.pick} onClick={() => onPick(w)}>
              <img
                className={classes.pickImage}
                data-movement={w.stillPath ? '' : undefined}
                src={w.stillPath ?? w.imgPath}
                alt=""
                width={44}
                height={44}
                loading="lazy"
              />
              <span style={{ minWidth: 0 }}>
                <Text fw={700} fz={16} component="span" display="block" aria-hidden>
                  {w.koreanName}
                </Text>
                <VisuallyHidden>
                  {w.koreanName} {action}
                </VisuallyHidden>
                <Text fz={13} c="dimmed" component="span" aria-hidden>
                  {w.bodyPartNames.join(' · ')}
                </Text>
              </span>
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
