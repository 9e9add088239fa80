// Not zod: route configs are in the first load. The router has JSON-parsed values ('?keyword=123' is a number).
import { hasForbiddenChars } from '../../server/common/text.shared';

export function intIn(value: unknown, min: number, max: number, fallback: number): number;
export function intIn(value: unknown, min: number, max: number, fallback: undefined): number | undefined;
export function intIn(value: unknown, min: number, max: number, fallback: number | undefined): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

export const optionalId = (value: unknown): number | undefined => intIn(value, 1, Number.MAX_SAFE_INTEGER, undefined);

export function optionalText(value: unknown, max: number): string | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && text.length <= max && !hasForbiddenChars(text) ? text : undefined;
}

/** 0 is never an id. */
export const parsePositiveId = (raw: string): number => {
  const id = /^[1-9]\d*$/.test(raw) ? Number(raw) : 0;
  return Number.isSafeInteger(id) ? id : 0;
};
