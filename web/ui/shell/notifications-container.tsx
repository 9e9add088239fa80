// The toast container with its styles, loaded by <LazyNotifications> when the first toast is raised.
import '../screen-styles';

export { Notifications } from '@mantine/notifications';
