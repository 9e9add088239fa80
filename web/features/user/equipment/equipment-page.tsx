import { ActionIcon, Button, Checkbox, Container, Group, Stack, Text, TextInput, type TextInputProps, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { EQUIPMENT_LIMITS, type MemberEquipment, UpdateEquipmentSchema } from '../../../../server/features/user/equipment.shared';
import { decimalText } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { MypageNav } from '../../training/mypage-nav';
import classes from './equipment-page.module.css';
import { equipmentQuery, useUpdateEquipment } from './use-equipment';
import '../../../ui/screen-styles';

type PlateDraft = { key: number; kg: string; pairs: string; unlimited: boolean };
type StepDraft = { key: number; percent: string; reps: string };
type Draft = { bar: string; plates: PlateDraft[]; steps: StepDraft[] };

let nextKey = 0;
const key = () => ++nextKey;
const draftOf = (e: MemberEquipment): Draft => ({
  bar: String(e.barKg),
  plates: e.plates.map((p) => ({ key: key(), kg: String(p.kg), pairs: p.pairs === null ? '' : String(p.pairs), unlimited: p.pairs === null })),
  steps: e.warmupSteps.map((s) => ({ key: key(), percent: String(s.percent), reps: String(s.reps) })),
});
/** A field left empty is no number: the schema names what is missing. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * 내 장비 (/mypage/equipment, ADR 022): the member's bar, plates (a pair count or 무제한 per size) and warm-up
 * ramp, which the workout screen's plate view and warm-up sets use. Saved as a whole; 기본값으로 puts back the
 * Korean gym's defaults.
 */
export function EquipmentPage() {
  const { data: equipment } = useSuspenseQuery(equipmentQuery());
  const update = useUpdateEquipment();
  const [draft, setDraft] = useState<Draft | null>(null);
  const current = draft ?? draftOf(equipment);
  const edit = (change: Partial<Draft>) => setDraft({ ...current, ...change });
  const editPlate = (k: number, change: Partial<PlateDraft>) => edit({ plates: current.plates.map((p) => (p.key === k ? { ...p, ...change } : p)) });
  const editStep = (k: number, change: Partial<StepDraft>) => edit({ steps: current.steps.map((s) => (s.key === k ? { ...s, ...change } : s)) });

  const save = () => {
    const checked = UpdateEquipmentSchema.safeParse({
      barKg: numberOf(current.bar),
      plates: current.plates.map((p) => ({ kg: numberOf(p.kg), pairs: p.unlimited ? null : numberOf(p.pairs) })),
      warmupSteps: current.steps.map((s) => ({ percent: numberOf(s.percent), reps: numberOf(s.reps) })),
    });
    if (!checked.success) return toast.error(checked.error.issues[0]?.message ?? '입력한 값을 확인해 주세요');
    update.mutate(checked.data, {
      onSuccess: () => {
        setDraft(null);
        toast.success('장비를 저장했어요');
      },
    });
  };
  const reset = () =>
    update.mutate(
      { barKg: null, plates: null, warmupSteps: null },
      {
        onSuccess: () => {
          setDraft(null);
          toast.success('기본값으로 되돌렸어요');
        },
      },
    );
  const isDefault = !equipment.custom.barKg && !equipment.custom.plates && !equipment.custom.warmupSteps;

  return (
    <Container size="sm" py={{ base: 28, sm: 48 }}>
      <Title order={1} fz={{ base: 28, sm: 34 }} mb={{ base: 20, sm: 28 }} style={{ letterSpacing: '-0.02em' }}>
        내 장비
      </Title>
      <MypageNav current="/mypage/equipment" />
      <Text fz={15} c="dimmed">
        운동 화면의 원판 계산과 워밍업 세트에 쓰여요. 다니는 헬스장에 맞게 바꿔 두세요.
      </Text>

      <Section title="봉">
        <TextInput
          label="봉 무게 (kg)"
          description="보통 20kg이에요. EZ바 운동은 EZ바 무게(10kg)로 계산해요."
          inputMode="decimal"
          autoComplete="off"
          maxLength={5}
          className={classes.bar}
          value={current.bar}
          onChange={(ev) => edit({ bar: decimalText(ev.currentTarget.value, 2, 2) })}
        />
      </Section>

      <Section title="원판" description="무게마다 몇 쌍(양쪽에 하나씩)이 있는지 적어 주세요. 넉넉하면 무제한으로 두세요.">
        <ul className={classes.rows}>
          {current.plates.map((p, i) => {
            const name = p.kg ? `${p.kg}kg 원판` : `${i + 1}번째 원판`;
            return (
              <li key={p.key} className={classes.plateRow}>
                <UnitInput
                  unit="kg"
                  aria-label={`${i + 1}번째 원판 무게 (kg)`}
                  inputMode="decimal"
                  maxLength={5}
                  value={p.kg}
                  onChange={(ev) => editPlate(p.key, { kg: decimalText(ev.currentTarget.value, 2, 2) })}
                />
                <UnitInput
                  unit="쌍"
                  aria-label={`${name} 쌍 수`}
                  placeholder={p.unlimited ? '∞' : '0'}
                  disabled={p.unlimited}
                  value={p.unlimited ? '' : p.pairs}
                  onChange={(ev) => editPlate(p.key, { pairs: decimalText(ev.currentTarget.value, 2, 0) })}
                />
                <Checkbox
                  label="무제한"
                  aria-label={`${name} 무제한`}
                  checked={p.unlimited}
                  onChange={(ev) => editPlate(p.key, { unlimited: ev.currentTarget.checked, pairs: p.pairs || '1' })}
                />
                <RemoveButton label={`${name} 빼기`} onClick={() => edit({ plates: current.plates.filter((x) => x.key !== p.key) })} />
              </li>
            );
          })}
        </ul>
        {current.plates.length === 0 && (
          <Text fz={14} c="dimmed">
            원판이 없으면 빈 봉만 계산해요.
          </Text>
        )}
        <Button
          variant="light"
          leftSection={<IconPlus size={18} />}
          disabled={current.plates.length >= EQUIPMENT_LIMITS.plateKinds}
          onClick={() => edit({ plates: [...current.plates, { key: key(), kg: '', pairs: '1', unlimited: false }] })}
        >
          원판 추가
        </Button>
      </Section>

      <Section title="워밍업 세트" description="첫 세트 무게의 몇 %로 몇 회 할지 정해요. 0%는 빈 봉이에요.">
        <ol className={classes.rows}>
          {current.steps.map((s, i) => (
            <li key={s.key} className={classes.stepRow}>
              <Text component="span" fz={15} fw={600} className={classes.stepNumber}>
                {i + 1}
              </Text>
              <UnitInput
                unit="%"
                aria-label={`워밍업 ${i + 1}세트 무게 (%)`}
                value={s.percent}
                onChange={(ev) => editStep(s.key, { percent: decimalText(ev.currentTarget.value, 2, 0) })}
              />
              <Text component="span" aria-hidden>
                ×
              </Text>
              <UnitInput
                unit="회"
                aria-label={`워밍업 ${i + 1}세트 횟수`}
                value={s.reps}
                onChange={(ev) => editStep(s.key, { reps: decimalText(ev.currentTarget.value, 2, 0) })}
              />
              <RemoveButton label={`워밍업 ${i + 1}세트 빼기`} onClick={() => edit({ steps: current.steps.filter((x) => x.key !== s.key) })} />
            </li>
          ))}
        </ol>
        <Button
          variant="light"
          leftSection={<IconPlus size={18} />}
          disabled={current.steps.length >= EQUIPMENT_LIMITS.warmupSteps}
          onClick={() => edit({ steps: [...current.steps, { key: key(), percent: '', reps: '' }] })}
        >
          워밍업 세트 추가
        </Button>
      </Section>

      <Group mt={36} gap="sm" grow>
        <Button variant="default" size="md" onClick={reset} disabled={update.isPending || (isDefault && draft === null)}>
          기본값으로
        </Button>
        <Button size="md" onClick={save} loading={update.isPending} disabled={draft === null}>
          저장
        </Button>
      </Group>
    </Container>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" gap={12} mt={32} aria-labelledby={id}>
      <div>
        <Title id={id} order={2} fz={19} fw={700}>
          {title}
        </Title>
        {description && (
          <Text fz={14} c="dimmed" mt={4}>
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

/** A short number field ending in its unit (kg, 쌍, %, 회): two digits on the number pad unless told otherwise. */
function UnitInput({ unit, ...props }: Omit<TextInputProps, 'rightSection'> & { unit: string }) {
  return <TextInput inputMode="numeric" autoComplete="off" maxLength={2} rightSection={<span className={classes.unit}>{unit}</span>} {...props} />;
}

/** Takes a plate or a warm-up set out of the list. */
function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={onClick}>
      <IconTrash size={18} />
    </ActionIcon>
  );
}
