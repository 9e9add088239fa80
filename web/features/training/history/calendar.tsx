import { ActionIcon, Group, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { shiftMonth } from '../../../../server/common/korea-time.shared';
import type { TrainingDay } from '../../../../server/features/training/history/history.shared';
import { monthGrid, monthLabel } from '../months';
import classes from './history.module.css';

type Props = {
  month: string;
  days: TrainingDay[];
  today: string;
  selected: string | null;
  onMonth: (month: string) => void;
  onSelect: (day: string | null) => void;
};

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/** A month with a dot under every training day; a training day picks that day's workouts in the list. */
export function TrainingCalendar({ month, days, today, selected, onMonth, onSelect }: Props) {
  const trained = new Map(days.map((d) => [d.date, d.sessions]));
  const thisMonth = today.slice(0, 7);
  return (
    <section aria-labelledby="calendar-title" className={classes.calendar}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="이전 달" onClick={() => onMonth(shiftMonth(month, -1))}>
          <IconChevronLeft size={20} />
        </ActionIcon>
        <Title order={2} fz={18} id="calendar-title" aria-live="polite">
          {monthLabel(month)}
        </Title>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="다음 달" disabled={month >= thisMonth} onClick={() => onMonth(shiftMonth(month, 1))}>
          <IconChevronRight size={20} />
        </ActionIcon>
      </Group>
      <table className={classes.grid}>
        <caption>
          <VisuallyHidden>{monthLabel(month)} 운동한 날</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week[0]!.key}>
              {week.map(({ key, day }) => {
                if (!day) return <td key={key} />;
                const count = trained.get(day) ?? 0;
                const label = Number(day.slice(8));
                return (
                  <td key={day}>
                    {count > 0 ? (
                      <UnstyledButton
                        className={classes.day}
                        data-trained
                        data-today={day === today || undefined}
                        aria-pressed={selected === day}
                        onClick={() => onSelect(selected === day ? null : day)}
                      >
                        <span aria-hidden>{label}</span>
                        <VisuallyHidden>
                          {Number(day.slice(5, 7))}월 {label}일 운동 {count}회
                        </VisuallyHidden>
                        <span className={classes.dot} aria-hidden />
                      </UnstyledButton>
                    ) : (
                      <span className={classes.day} data-today={day === today || undefined}>
                        {label}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
