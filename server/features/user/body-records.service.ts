// Body measurements: upsert by date, the latest one, one by id, pages, delete, and the member summary.
import { and, desc, eq } from 'drizzle-orm';
import { type BodyRecordRow, bodyRecords, type User, users } from '../../../db/schema/index';
import { koreaDate } from '../../common/korea-time.shared';
import type { AuthedCtx } from '../../context';
import { AppError } from '../../errors';
import { BODY_FIGURE_LABEL, type BodyFigure, type BodyRecordInput, bodyFigureOf } from '../auth/auth.shared';

export const BODY_DATA_PAGE_SIZE = 12;

export type BodyRecord = {
  bodyDataId: number;
  date: string;
  height: number;
  weight: number;
  bodyFat: number;
  muscleMass: number;
  upDownBalance: number;
  bodyFigure: BodyFigure;
  bodyFigureLabel: string;
};

function toRecord(row: BodyRecordRow): BodyRecord {
  const figure = bodyFigureOf(row.bodyFat, row.muscleMass);
  return {
    bodyDataId: row.id,
    date: row.date,
    height: row.height,
    weight: row.weight,
    bodyFat: row.bodyFat,
    muscleMass: row.muscleMass,
    upDownBalance: row.upDownBalance,
    bodyFigure: figure,
    bodyFigureLabel: BODY_FIGURE_LABEL[figure],
  };
}

/** Saves the measurements of a day; a second save on the same date overwrites it. */
export async function saveBodyRecord(ctx: AuthedCtx, input: BodyRecordInput): Promise<BodyRecord> {
  const date = input.date ?? koreaDate(ctx.now());
  const values = {
    height: input.height,
    weight: input.weight,
    bodyFat: input.bodyFat,
    muscleMass: input.muscleMass,
    upDownBalance: input.upDownBalance,
  };
  const [row] = await ctx.db.transaction((tx) =>
    tx
      .insert(bodyRecords)
      .values({ ...values, userId: ctx.user.userId, date, createdAt: ctx.now() })
      .onConflictDoUpdate({ target: [bodyRecords.userId, bodyRecords.date], set: values })
      .returning(),
  );
  return toRecord(row!);
}

/** The record with the latest date (legacy GET /bodyData/recent). */
export async function recentBodyRecords(ctx: AuthedCtx): Promise<BodyRecord> {
  const [row] = await ctx.db
    .select()
    .from(bodyRecords)
    .where(eq(bodyRecords.userId, ctx.user.userId))
    .orderBy(desc(bodyRecords.date), desc(bodyRecords.id))
    .limit(1);
  if (!row) throw new AppError('BODY_DATA_NOT_FOUND');
  return toRecord(row);
}

export async function getBodyRecord(ctx: AuthedCtx, id: number): Promise<BodyRecord> {
  const [row] = await ctx.db
    .select()
    .from(bodyRecords)
    .where(and(eq(bodyRecords.id, id), eq(bodyRecords.userId, ctx.user.userId)));
  if (!row) throw new AppError('BODY_DATA_NOT_FOUND');
  return toRecord(row);
}

export async function listBodyRecords(ctx: AuthedCtx, page: number): Promise<BodyRecord[]> {
  const rows = await ctx.db
    .select()
    .from(bodyRecords)
    .where(eq(bodyRecords.userId, ctx.user.userId))
    .orderBy(desc(bodyRecords.date), desc(bodyRecords.id))
    .limit(BODY_DATA_PAGE_SIZE)
    .offset((page - 1) * BODY_DATA_PAGE_SIZE);
  return rows.map(toRecord);
}

export async function deleteBodyRecord(ctx: AuthedCtx, id: number): Promise<void> {
  const deleted = await ctx.db.transaction((tx) =>
    tx
      .delete(bodyRecords)
      .where(and(eq(bodyRecords.id, id), eq(bodyRecords.userId, ctx.user.userId)))
      .returning({ id: bodyRecords.id }),
  );
  if (deleted.length === 0) throw new AppError('BODY_DATA_NOT_FOUND');
}

export type MemberSummary = {
  userName: string;
  userAge: number | null;
  height: number | null;
  weight: number | null;
  bodyFat: number | null;
  muscleMass: number | null;
  upDownBalance: number | null;
  bodyFigure: BodyFigure | null;
  bodyFigureLabel: string | null;
};

export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * The caller's account and their most recently inserted measurements (null when there are none): what the
 * member summary and the recommender work from (legacy GET /myfit/userInfo semantics: insertion order, not date).
 */
export async function memberWithLatestBodyRecord(ctx: AuthedCtx): Promise<{ user: User; latest: BodyRecordRow | null }> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, ctx.user.userId));
  if (!user) throw new AppError('USER_NOT_FOUND');
  const [latest] = await ctx.db.select().from(bodyRecords).where(eq(bodyRecords.userId, user.id)).orderBy(desc(bodyRecords.id)).limit(1);
  return { user, latest: latest ?? null };
}

/** Name, age and the most recently inserted measurements (legacy GET /myfit/userInfo semantics). */
export async function memberSummary(ctx: AuthedCtx): Promise<MemberSummary> {
  const { user, latest } = await memberWithLatestBodyRecord(ctx);
  const record = latest ? toRecord(latest) : null;
  return {
    userName: user.userName,
    userAge: user.birthDate ? ageOn(user.birthDate, koreaDate(ctx.now())) : null,
    height: record?.height ?? null,
    weight: record?.weight ?? null,
    bodyFat: record?.bodyFat ?? null,
    muscleMass: record?.muscleMass ?? null,
    upDownBalance: record?.upDownBalance ?? null,
    bodyFigure: record?.bodyFigure ?? null,
    bodyFigureLabel: record?.bodyFigureLabel ?? null,
  };
}
