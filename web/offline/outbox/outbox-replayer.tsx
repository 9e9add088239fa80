// Loads every kind of write the outbox may hold, so the writes waiting from an earlier visit go out as soon as
// a member opens the app (on any page), not only once a screen that makes them is opened.
import '../../features/training/session/session-sync';
import './member-writes';

/** Mounted once for a logged-in member (web/routes/__root.tsx); renders nothing. */
export function OutboxReplayer() {
  return null;
}
