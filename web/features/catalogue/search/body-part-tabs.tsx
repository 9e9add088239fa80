import { Tabs, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { BodyPart } from '../../../../server/features/catalogue/catalogue.shared';
import classes from './body-part-tabs.module.css';

type Props = { parts: BodyPart[]; value: number; onChange: (bodyPartId: number) => void; children: ReactNode };

/** Which way the row has more tabs out of sight. */
type Overflow = { start: boolean; end: boolean };

/** A pixel of rounding (zoom, fractional widths) is not more to see. */
const SLACK = 1;

/**
 * docs/product.md §3: the '전체' tab (id 0) first, then the body parts in display order. On a narrow phone
 * the row scrolls: the edge with more tabs beyond it fades out (the next tab shows half-faded), and screen
 * readers hear that it scrolls (docs/decisions/029-search-finds-what-people-type.md).
 */
export function BodyPartTabs({ parts, value, onChange, children }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const start = list.scrollLeft > SLACK;
    const end = list.scrollLeft + list.clientWidth < list.scrollWidth - SLACK;
    setOverflow((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [measure]);

  // A tab chosen from elsewhere (a part suggested under no results) is brought into view; not on arrival.
  const shownValue = useRef(value);
  useEffect(() => {
    if (shownValue.current === value) return;
    shownValue.current = value;
    const at = value === 0 ? 0 : parts.findIndex((p) => p.bodyPartId === value) + 1;
    listRef.current?.children.item(at)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [value, parts]);

  const scrolls = overflow.start || overflow.end;
  return (
    <Tabs
      value={String(value)}
      onChange={(v) => v !== null && onChange(Number(v))}
      variant="pills"
      radius="xl"
      classNames={{ list: classes.list, tab: classes.tab }}
    >
      <Tabs.List
        ref={listRef}
        aria-label="운동 부위"
        aria-describedby={scrolls ? hintId : undefined}
        data-more-start={overflow.start || undefined}
        data-more-end={overflow.end || undefined}
      >
        <Tabs.Tab value="0">전체</Tabs.Tab>
        {parts.map((p) => (
          <Tabs.Tab key={p.bodyPartId} value={String(p.bodyPartId)}>
            {p.koreanName}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {scrolls && <VisuallyHidden id={hintId}>옆으로 밀면 다른 부위가 더 있어요</VisuallyHidden>}
      <Tabs.Panel value={String(value)} pt={24}>
        {children}
      </Tabs.Panel>
    </Tabs>
  );
}
