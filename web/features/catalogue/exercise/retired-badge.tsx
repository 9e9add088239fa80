import { Badge, type BadgeProps, VisuallyHidden } from '@mantine/core';

const RETIRED_LABEL = '제공 종료';
const RETIRED_EXPLANATION = '더 이상 제공되지 않는 운동이에요';

/**
 * ADR 005: an exercise that has left the catalogue, still shown where a member kept it (routines,
 * recommendation history, its own page). Outline grey uses the app's #636a75 (5.5:1 on white).
 */
export function RetiredBadge({ size = 'sm' }: { size?: BadgeProps['size'] }) {
  return (
    <Badge variant="outline" color="gray" radius="sm" size={size} fw={700} title={RETIRED_EXPLANATION} data-retired-badge>
      {RETIRED_LABEL}
      <VisuallyHidden>: {RETIRED_EXPLANATION}</VisuallyHidden>
    </Badge>
  );
}
