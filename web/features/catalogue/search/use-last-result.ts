import { useState } from 'react';

/**
 * Keeps the previous result on screen while the next one loads, so typing or
 * switching tabs does not blank the page before the skeleton's delay has passed.
 * `current` must be referentially stable while unchanged (memoise it).
 */
export function useLastResult<T>(current: T | undefined): { result: T | undefined; loading: boolean } {
  const [last, setLast] = useState(current);
  if (current !== undefined && current !== last) setLast(current);
  return { result: current ?? last, loading: current === undefined };
}
