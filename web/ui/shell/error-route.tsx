import type { ErrorComponentProps } from '@tanstack/react-router';
import { errorKindOf } from '../../lib/errors';
import { ErrorScreen } from './error-screen';

export function ErrorRoute({ error }: ErrorComponentProps) {
  return <ErrorScreen kind={errorKindOf(error)} />;
}
