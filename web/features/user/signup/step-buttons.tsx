import { Button } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { FormActions } from '../../../ui/layout/form-actions';

/** 이전 goes back one page (docs/product.md §4); the submit button is enabled only while the step is valid. */
export function StepButtons({ submitLabel, disabled, loading }: { submitLabel: string; disabled: boolean; loading?: boolean }) {
  const router = useRouter();
  return (
    <FormActions
      secondary={
        <Button type="button" variant="default" size="lg" fullWidth onClick={() => router.history.back()}>
          이전
        </Button>
      }
      primary={
        <Button type="submit" size="lg" fullWidth disabled={disabled} loading={loading}>
          {submitLabel}
        </Button>
      }
    />
  );
}
