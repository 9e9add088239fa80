// The server's clock as this device can tell: its own clock plus the offset measured from the last answer that
// carried the server's time (`serverNow`, read by the offline link as each answer arrives). Kept in
// localStorage, so a page opened with no signal still corrects a device clock that is off: the times a member
// records offline (a start, a check, a finish) are sent in the server's clock.
const KEY = 'ffm.clock.offset';

function stored(): number {
  try {
    const value = Number(localStorage.getItem(KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

/** Server time − this device's time, ms. */
let offset = typeof window === 'undefined' ? 0 : stored();

/** The server's clock now (the rest timer, the elapsed time and every moment a member records use it). */
export const serverNow = () => Date.now() + offset;

/** An answer stamped with the server's time `at` has just arrived. */
export function noteServerTime(at: number) {
  offset = at - Date.now();
  try {
    localStorage.setItem(KEY, String(offset));
  } catch {
    // Storage full or blocked: this page still uses the offset.
  }
}
