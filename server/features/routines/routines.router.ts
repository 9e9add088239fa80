// tRPC `routines`: a member's routines (≤ 5) and the items in them (≤ 7 each). Thin: the contract parses, the
// services decide. Every write takes an optional clientMutationId and is applied once per id (receipts.service.ts,
// docs/decisions/018-outbox-and-conflicts.md); the legacy shims call the services without one.
import { authedProcedure, OK, router } from '../../trpc/init';
import { once } from '../receipts/receipts.service';
import { ClientMutationShape } from '../receipts/receipts.shared';
import { addRoutineItem, deleteRoutineItem, listRoutineItems, moveRoutineItem, restoreRoutineItem, updateRoutineItem } from './routine-items.service';
import { groupRoutineItems, ungroupRoutineItem } from './routine-supersets.service';
import { routineItemAlternatives, swapRoutineItem } from './routine-swaps.service';
import { createRoutine, deleteRoutine, listRoutines, renameRoutine, reorderRoutines } from './routines.service';
import {
  AddItemSchema,
  CreateRoutineSchema,
  GroupItemsSchema,
  MoveItemSchema,
  RenameRoutineSchema,
  ReorderRoutinesSchema,
  RestoreItemSchema,
  RoutineIdSchema,
  RoutineItemIdSchema,
  SaveRecommendationSchema,
  SwapItemSchema,
  UpdateItemSchema,
} from './routines.shared';
import { saveRecommendationAsRoutine } from './saved-recommendation.service';

export const routinesRouter = router({
  list: authedProcedure.query(({ ctx }) => listRoutines(ctx)),
  create: authedProcedure
    .input(CreateRoutineSchema.extend(ClientMutationShape))
    .mutation(({ ctx, input, path }) => once(ctx, path, input.clientMutationId, (c) => createRoutine(c, input))),
  /** '루틴으로 저장' on a recommendation: the whole session as a new routine, in one write. */
  saveRecommendation: authedProcedure
    .input(SaveRecommendationSchema.extend(ClientMutationShape))
    .mutation(({ ctx, input, path }) => once(ctx, path, input.clientMutationId, (c) => saveRecommendationAsRoutine(c, input))),
  rename: authedProcedure
    .input(RenameRoutineSchema.extend(ClientMutationShape))
    .mutation(({ ctx, input, path }) => once(ctx, path, input.clientMutationId, (c) => renameRoutine(c, input))),
  delete: authedProcedure.input(RoutineIdSchema.extend(ClientMutationShape)).mutation(({ ctx, input, path }) =>
    once(ctx, path, input.clientMutationId, async (c) => {
      await deleteRoutine(c, input);
      return OK;
    }),
  ),
  reorder: authedProcedure
    .input(ReorderRoutinesSchema.extend(ClientMutationShape))
    .mutation(({ ctx, input, path }) => once(ctx, path, input.clientMutationId, (c) => reorderRoutines(c, input))),
  items: authedProcedure.input(RoutineIdSchema).query(({ ctx, input }) => listRoutineItems(ctx, input)),
  addItem: authedProcedure.input(AddItemSchema.extend(ClientMutationShape)).mutation(({ ctx, input, path }) =>
    once(ctx, path, input.clientMutationId, async (c) => {
      await addRoutineItem(c, input);
      return OK;
    }),
  ),
  updateItem: authedProcedure
    .input(UpdateItemSchema.extend(ClientMutationShape))
    .mutation(({ ctx, input, path }) => once(ctx, path, input.clientMutationId, (c) => updateRoutineItem(c, input))),
  moveItem: authedProcedure
    .input(MoveItemSchema.extend(ClientMutationShape))
    .mutation(({ ctx, input, path }) => once(ctx, path, input.clientMutationId, (c) => moveRoutineItem(c, input))),
  deleteItem: authedProcedure.input(RoutineItemIdSchema.extend(ClientMutationShape)).mutation(({ ctx, input, path }) =>
    once(ctx, path, input.clientMutationId, async (c) => {
      await deleteRoutineItem(c, input);
      return OK;
    }),
  ),
  /** '되돌리기' after a delete (docs/decisions/031-routine-edits-a-newcomer-can-undo.md): answers the routine's list. */
  restoreItem: authedProcedure
    .input(RestoreItemSchema.extend(ClientMutationShape))
    .mutation(({ ctx, input, path }) => once(ctx, path, input.clientMutationId, (c) => restoreRoutineItem(c, input))),
  /** 슈퍼세트 / 서킷 (docs/decisions/023-supersets.md): answer the routine's list, like moveItem. */
  groupItems: authedProcedure
    .input(GroupItemsSchema.extend(ClientMutationShape))
    .mutation(({ ctx, input, path }) => once(ctx, path, input.clientMutationId, (c) => groupRoutineItems(c, input))),
  ungroupItem: authedProcedure
    .input(RoutineItemIdSchema.extend(ClientMutationShape))
    .mutation(({ ctx, input, path }) => once(ctx, path, input.clientMutationId, (c) => ungroupRoutineItem(c, input))),
  /** '다른 운동으로 바꾸기' in a routine. */
  itemAlternatives: authedProcedure.input(RoutineItemIdSchema).query(({ ctx, input }) => routineItemAlternatives(ctx, input)),
  swapItem: authedProcedure.input(SwapItemSchema.extend(ClientMutationShape)).mutation(({ ctx, input, path }) =>
    once(ctx, path, input.clientMutationId, async (c) => {
      await swapRoutineItem(c, input);
      return OK;
    }),
  ),
});
