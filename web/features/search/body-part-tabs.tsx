import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BodyPart } from '../../../server/features/catalogue/catalogue.contract';
import classes from './body-part-tabs.module.css';

type Props = { parts: BodyPart[]; value: number; onChange: (bodyPartId: number) => void; children: ReactNode };

/** docs/product.md §3: the '전체' tab (id 0) first, then the body parts in display order. */
export function BodyPartTabs({ parts, value, onChange, children }: Props) {
  return (
    <Tabs
      value={String(value)}
      onChange={(v) => v !== null && onChange(Number(v))}
      variant="pills"
      radius="xl"
      classNames={{ list: classes.list, tab: classes.tab }}
    >
      <Tabs.List aria-label="운동 부위">
        <Tabs.Tab value="0">전체</Tabs.Tab>
        {parts.map((p) => (
          <Tabs.Tab key={p.bodyPartId} value={String(p.bodyPartId)}>
            {p.koreanName}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={String(value)} pt={24}>
        {children}
      </Tabs.Panel>
    </Tabs>
  );
}
