// The server's clock as this device can tell: its own clock plus the offset measured from the last answer that
// carried the server's time (`serverNow`, read by the offline link as each answer arrives). Kept in storage
// (localStorage), so a page opened with no signal still corrects a device clock that is off: the times a member
// records offline (a start, a check, a finish) are sent in the server's clock.
const KEY = 'ffm.clock.offset';

export type ServerClock = {
  /** The server's clock now (the rest timer, the elapsed time and every moment a member records use it). */
  now: () => number;
  /** An answer stamped with the server's time `at` has just arrived. */
  note: (at: number) => void;
};

// Date.now is looked up at each call, never captured: a clock installed after start (the browser tests pin one)
// replaces the global.
export function createServerClock(storage: Storage | null, deviceNow: () => number = () => Date.now()): ServerClock {
  /** Server time − this device's time, ms. */
  let offset = 0;
  try {
    const value = Number(storage?.getItem(KEY));
    if (Number.isFinite(value)) offset = value;
  } catch {
    // Storage blocked: the offset starts at 0.
  }
  return {
    now: () => deviceNow() + offset,
    note(at) {
      offset = at - deviceNow();
      try {
        storage?.setItem(KEY, String(offset));
      } catch {
        // Storage full or blocked: this page still uses the offset.
      }
    },
  };
}
