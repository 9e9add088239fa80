// The offset is stored so a page opened offline still corrects a device clock that is off.
const KEY = 'ffm.clock.offset';

export type ServerClock = {
  now: () => number;
  note: (at: number) => void;
};

// Date.now is read per call: a clock installed later (the browser tests pin one) replaces the global.
export function createServerClock(storage: Storage | null, deviceNow: () => number = () => Date.now()): ServerClock {
  let offset = 0;
  try {
    const value = Number(storage?.getItem(KEY));
    if (Number.isFinite(value)) offset = value;
  } catch {}
  return {
    now: () => deviceNow() + offset,
    note(at) {
      offset = at - deviceNow();
      try {
        storage?.setItem(KEY, String(offset));
      } catch {}
    },
  };
}
