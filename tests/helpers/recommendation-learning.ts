// Shared by the recommendation feedback, alternatives and learning tests (tests/http/recommendation-*.test.ts):
// catalogue ids, the recommendation's types as the API answers them, and a chest day in a well-equipped gym.

import type { CatalogueStore } from '../../server/features/catalogue/catalogue.store';
import type { LoadSource } from '../../server/features/recommendation/engine/types';
import type { OutputOf } from './calls';
import { bodyPartIds, machineIds } from './catalogue-ids';

// Catalogue ids (seed order): 1 바벨 벤치 프레스, 11 푸시업 (body weight), 81 플랭크 (timed), 116 바벨 백 스쿼트.
export const BENCH = 1;
export const PUSH_UP = 11;
export const PLANK = 81;
export const SQUAT = 116;
export const HANGUL = /[가-힣]/;

export type Rec = OutputOf<'recommendation.create'>;
export type Item = Rec['recommends'][number];
/** An alternative offered for an item of a recommendation or a routine: prescribed like a recommended exercise. */
export type Offered = OutputOf<'recommendation.alternatives'>[number];
export const LOAD_SOURCES: LoadSource[] = ['model', 'log', 'feedback'];

/** Chest, with the machines of a well-equipped gym. */
export const chestGym = (catalogue: CatalogueStore) => ({
  bodyPartIds: bodyPartIds(catalogue, '가슴'),
  machineIds: machineIds(catalogue, '바벨', '덤벨', '벤치', '케이블 머신', '체스트 프레스 머신'),
});
