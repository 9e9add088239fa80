import { Chip, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { EXPERIENCE_CHOICES, experienceOf, GOAL_CHOICES, type GoalExperience, goalOf, UNSET } from './preferences';
import classes from './preferences.module.css';

type Choice = { value: string; label: string };

/** One question as a row of radio chips; the first chip, '선택 안 함', clears the answer. */
function ChipQuestion({ label, choices, value, onChange }: { label: string; choices: Choice[]; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <fieldset className={classes.question}>
      <Text component="legend" fz={15} fw={700} className={classes.legend}>
        {label}
      </Text>
      <Chip.Group value={value} onChange={onChange}>
        <Group gap={8} mt={8}>
          {choices.map((c) => (
            <Chip key={c.value} value={c.value} name={id} size="md" classNames={{ label: classes.chip }}>
              {c.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </fieldset>
  );
}

/** The two optional questions 목표 and 경험 (ADR 012), as the profile and the recommendation flow ask them. */
export function GoalExperienceFields({ value, onChange }: { value: GoalExperience; onChange: (change: Partial<GoalExperience>) => void }) {
  return (
    <>
      <ChipQuestion label="목표" choices={GOAL_CHOICES} value={value.goal ?? UNSET} onChange={(v) => onChange({ goal: goalOf(v) })} />
      <ChipQuestion
        label="운동 경험"
        choices={EXPERIENCE_CHOICES}
        value={value.experience ?? UNSET}
        onChange={(v) => onChange({ experience: experienceOf(v) })}
      />
    </>
  );
}
