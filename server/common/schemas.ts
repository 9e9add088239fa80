// The one id schema and the one page schema: every contract, router and shim adapter uses these, so an
// id or a page number means the same on both transports.
import { z } from 'zod';
import './zod-korean';

/** A row id: a positive integer in the safe range (zod 4's int() refuses anything past 2^53 − 1). */
export const IdSchema = z.number().int().positive();

/** The largest page any list serves; far past any member's data, small enough that an offset stays cheap. */
const PAGE_MAX = 1_000_000;

/** A 1-based page number. */
export const PageSchema = z.number().int().min(1).max(PAGE_MAX);

/** `{ id }`: the input of every "one record by id" procedure. */
export const ByIdSchema = z.object({ id: IdSchema });
