import { notifications } from '@mantine/notifications';

// SPEC §8: one toast at a time. The newest message wins: the previous toast is dropped rather
// than queued, so a success message never waits behind a stale one.
function show(message: string, color: string) {
  notifications.clean();
  notifications.show({ message, color });
}

export const toast = {
  success: (message: string) => show(message, 'brand'),
  error: (message: string) => show(message, 'red'),
};
