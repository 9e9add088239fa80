// tRPC `routines`: a member's routines (≤ 5) and the items in them (≤ 7 each). Thin: the contract parses, the
// services decide.
import { authedProcedure, OK, router } from '../../trpc/init';
import {
  addRoutineItem,
  deleteRoutineItem,
  listRoutineItems,
  moveRoutineItem,
  routineItemAlternatives,
  swapRoutineItem,
  updateRoutineItem,
} from './routine-items.service';
import {
  AddItemSchema,
  CreateRoutineSchema,
  MoveItemSchema,
  RenameRoutineSchema,
  ReorderRoutinesSchema,
  RoutineIdSchema,
  RoutineItemIdSchema,
  SwapItemSchema,
  UpdateItemSchema,
} from './routines.contract';
import { createRoutine, deleteRoutine, listRoutines, renameRoutine, reorderRoutines } from './routines.service';

export const routinesRouter = router({
  list: authedProcedure.query(({ ctx }) => listRoutines(ctx)),
  create: authedProcedure.input(CreateRoutineSchema).mutation(({ ctx, input }) => createRoutine(ctx, input)),
  rename: authedProcedure.input(RenameRoutineSchema).mutation(({ ctx, input }) => renameRoutine(ctx, input)),
  delete: authedProcedure.input(RoutineIdSchema).mutation(async ({ ctx, input }) => {
    await deleteRoutine(ctx, input);
    return OK;
  }),
  reorder: authedProcedure.input(ReorderRoutinesSchema).mutation(({ ctx, input }) => reorderRoutines(ctx, input)),
  items: authedProcedure.input(RoutineIdSchema).query(({ ctx, input }) => listRoutineItems(ctx, input)),
  addItem: authedProcedure.input(AddItemSchema).mutation(async ({ ctx, input }) => {
    await addRoutineItem(ctx, input);
    return OK;
  }),
  updateItem: authedProcedure.input(UpdateItemSchema).mutation(({ ctx, input }) => updateRoutineItem(ctx, input)),
  moveItem: authedProcedure.input(MoveItemSchema).mutation(({ ctx, input }) => moveRoutineItem(ctx, input)),
  deleteItem: authedProcedure.input(RoutineItemIdSchema).mutation(async ({ ctx, input }) => {
    await deleteRoutineItem(ctx, input);
    return OK;
  }),
  /** '다른 운동으로 바꾸기' in a routine. */
  itemAlternatives: authedProcedure.input(RoutineItemIdSchema).query(({ ctx, input }) => routineItemAlternatives(ctx, input)),
  swapItem: authedProcedure.input(SwapItemSchema).mutation(async ({ ctx, input }) => {
    await swapRoutineItem(ctx, input);
    return OK;
  }),
});
