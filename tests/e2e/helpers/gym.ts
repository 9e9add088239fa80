// Gym mode's browser tests (tests/e2e/training/): screenshots on request, and catalogue ids by name.
import type { Page } from '@playwright/test';
import { memberMutation, memberQuery } from './members';

const SHOTS = process.env.GYM_SHOTS;

/** With GYM_SHOTS set (a folder), a full-page screenshot named `name`; else nothing. */
export const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** Where shot() writes, if anywhere. */
export const shotsFolder = () => SHOTS;

/** The catalogue id of the exercise named exactly `name` (Korean). */
export const exerciseId = async (page: Page, name: string) => {
  const found = await memberQuery(page, 'catalogue.search', { keyword: name });
  const hit = found.items.find((w) => w.koreanName === name);
  if (!hit) throw new Error(`no exercise named ${name}`);
  return hit.id;
};

/** Adds the exercise named `name` to a routine with these targets, through the API (set-up a spec is not about). */
export const addToRoutine = async (page: Page, routineId: number, name: string, targets: { weight: number; rep: number; setCount: number }) =>
  memberMutation(page, 'routines.addItem', { exerciseId: await exerciseId(page, name), routineIds: [routineId], ...targets });

export const BENCH = '덤벨 벤치 프레스';
export const CURL = '덤벨 컬';
export const PLANK = '플랭크';
