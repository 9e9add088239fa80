import { notifications } from '@mantine/notifications';
import { readApiError } from './errors';

// SPEC §8: one toast at a time. The newest message wins: the previous toast is dropped rather
// than queued, so a success message never waits behind a stale one.
function show(message: string, color: string) {
  notifications.clean();
  notifications.show({ message, color });
}

export const toast = {
  success: (message: string) => show(message, 'brand'),
  error: (message: string) => show(message, 'red'),
  /** The server's own (Korean) message when it answered; `fallback` when no answer came back. */
  apiError: (error: unknown, fallback: string) => {
    const info = readApiError(error);
    show(info.responded && info.message ? info.message : fallback, 'red');
  },
};
