import { SimpleGrid, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { BODY_FIGURE_LABEL, BODY_TYPE_PRESETS } from '../../../../server/features/auth/auth.shared';
import classes from './body-type-picker.module.css';
import { UnitInput } from './unit-input';

type Field = { value: string; error?: unknown; onChange: (value: string) => void; success?: boolean };
type Props = { bodyFat: Field; muscleMass: Field; onPreset: (bodyFat: number, muscleMass: number) => void };

const matchesPreset = (bodyFat: string, muscleMass: string) =>
  BODY_TYPE_PRESETS.some((p) => bodyFat === String(p.bodyFat) && muscleMass === String(p.muscleMass));

export function BodyTypePicker({ bodyFat, muscleMass, onPreset }: Props) {
  const presetError = typeof bodyFat.error === 'string' ? bodyFat.error : null;
  // A restored draft (signup-draft.ts) with values of its own opens on the tab that shows them.
  const [initialTab] = useState(() => (bodyFat.value + muscleMass.value !== '' && !matchesPreset(bodyFat.value, muscleMass.value) ? 'direct' : 'preset'));
  return (
    <Tabs defaultValue={initialTab} variant="pills" radius="xl">
      <Tabs.List grow mb="md">
        <Tabs.Tab value="preset">유형으로 선택</Tabs.Tab>
        <Tabs.Tab value="direct">직접 입력</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="preset">
        <div className={classes.grid}>
          {BODY_TYPE_PRESETS.map((p) => {
            // docs/product.md §3: a preset is selected only when both values match it.
            const selected = bodyFat.value === String(p.bodyFat) && muscleMass.value === String(p.muscleMass);
            return (
              <UnstyledButton key={p.figure} className={classes.preset} aria-pressed={selected} onClick={() => onPreset(p.bodyFat, p.muscleMass)}>
                <span className={classes.name}>{BODY_FIGURE_LABEL[p.figure]}</span>
                <span className={classes.values}>
                  체지방 {p.bodyFat}kg
                  <br />
                  골격근 {p.muscleMass}kg
                </span>
              </UnstyledButton>
            );
          })}
        </div>
        {presetError && (
          <Text role="alert" c="var(--mantine-color-error)" fz={14} mt="sm">
            {presetError}
          </Text>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="direct">
        <Stack gap="sm">
          <Text fz={14} c="dimmed">
            체성분 측정기(인바디)로 측정한 값을 소수점 한 자리까지 입력해 주세요
          </Text>
          <SimpleGrid cols={2} spacing="sm">
            <UnitInput label="체지방량" placeholder="예) 12.5" unit="kg" maxDigits={2} decimals={1} {...bodyFat} error={bodyFat.error as string} />
            <UnitInput label="골격근량" placeholder="예) 31.2" unit="kg" maxDigits={2} decimals={1} {...muscleMass} error={muscleMass.error as string} />
          </SimpleGrid>
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
