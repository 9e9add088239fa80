// Shared by every contract, router and shim, so an id or page means the same on both transports.
import { z } from 'zod';
import './zod-korean';

/** A row id: a positive integer in the safe range (zod 4's int() refuses anything past 2^53 − 1). */
export const IdSchema = z.number().int().positive();

/** The largest page any list serves; far past any member's data, small enough that an offset stays cheap. */
const PAGE_MAX = 1_000_000;

export const PageSchema = z.number().int().min(1).max(PAGE_MAX);

export const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** A date as the server sends it (answers only: requests check a real date with their own message). */
export const DateTextSchema = z.string().regex(DATE_TEXT);

export const ByIdSchema = z.object({ id: IdSchema });
