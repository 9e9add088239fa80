import type { ErrorComponentProps } from '@tanstack/react-router';
import { OfflineScreen } from '../../features/offline/offline-screen';
import { errorKindOf, readApiError } from '../../lib/errors';
import { ErrorScreen } from './error-screen';

export function ErrorRoute({ error }: ErrorComponentProps) {
  // No answer while the browser is offline: the offline screen (docs/decisions/017-offline-data.md).
  if (!navigator.onLine && !readApiError(error).responded) return <OfflineScreen />;
  return <ErrorScreen kind={errorKindOf(error)} />;
}
