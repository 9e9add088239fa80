// Gym mode (issue 12): the active workout, history and progress. TO BE IMPLEMENTED (helper: training core).
// Signatures are the router's contract; every function checks the caller owns every row it touches.
import type { AuthedCtx } from '../../context';
import type {
  ActiveWorkout,
  AddExerciseInput,
  AddSetInput,
  BodyPartWeek,
  EditWorkoutInput,
  ExerciseProgress,
  ExerciseRef,
  FinishWorkoutInput,
  HistoryListInput,
  HistoryPage,
  LoggedWorkout,
  MoveExerciseInput,
  PersonalRecord,
  SaveAsRoutineInput,
  SetRef,
  StartWorkoutInput,
  TrainedExercise,
  TrainingDay,
  UpdateExerciseInput,
  UpdateSetInput,
  WorkoutRef,
  WorkoutSummary,
} from './training.contract';

const todo = (): never => {
  throw new Error('not implemented yet');
};

export async function activeWorkout(_ctx: AuthedCtx): Promise<ActiveWorkout | null> {
  return todo();
}
export async function startWorkout(_ctx: AuthedCtx, _input: StartWorkoutInput): Promise<ActiveWorkout> {
  return todo();
}
export async function addExercise(_ctx: AuthedCtx, _input: AddExerciseInput): Promise<ActiveWorkout> {
  return todo();
}
export async function removeExercise(_ctx: AuthedCtx, _input: ExerciseRef): Promise<ActiveWorkout> {
  return todo();
}
export async function moveExercise(_ctx: AuthedCtx, _input: MoveExerciseInput): Promise<ActiveWorkout> {
  return todo();
}
export async function updateExercise(_ctx: AuthedCtx, _input: UpdateExerciseInput): Promise<ActiveWorkout> {
  return todo();
}
export async function addSet(_ctx: AuthedCtx, _input: AddSetInput): Promise<ActiveWorkout> {
  return todo();
}
export async function removeSet(_ctx: AuthedCtx, _input: SetRef): Promise<ActiveWorkout> {
  return todo();
}
export async function updateSet(_ctx: AuthedCtx, _input: UpdateSetInput): Promise<ActiveWorkout> {
  return todo();
}
export async function finishWorkout(_ctx: AuthedCtx, _input: FinishWorkoutInput): Promise<WorkoutSummary> {
  return todo();
}
export async function discardWorkout(_ctx: AuthedCtx, _input: WorkoutRef): Promise<void> {
  return todo();
}
export async function saveAsRoutine(_ctx: AuthedCtx, _input: SaveAsRoutineInput): Promise<void> {
  return todo();
}
export async function historyPage(_ctx: AuthedCtx, _input: HistoryListInput): Promise<HistoryPage> {
  return todo();
}
export async function calendar(_ctx: AuthedCtx, _month: string): Promise<{ month: string; days: TrainingDay[] }> {
  return todo();
}
export async function getLogged(_ctx: AuthedCtx, _id: number): Promise<LoggedWorkout> {
  return todo();
}
export async function editLogged(_ctx: AuthedCtx, _input: EditWorkoutInput): Promise<LoggedWorkout> {
  return todo();
}
export async function deleteLogged(_ctx: AuthedCtx, _id: number): Promise<void> {
  return todo();
}
export async function trainedExercises(_ctx: AuthedCtx): Promise<TrainedExercise[]> {
  return todo();
}
export async function exerciseProgress(_ctx: AuthedCtx, _workoutId: number): Promise<ExerciseProgress> {
  return todo();
}
export async function bodyPartWeeks(_ctx: AuthedCtx): Promise<BodyPartWeek[]> {
  return todo();
}
export async function personalRecords(_ctx: AuthedCtx): Promise<PersonalRecord[]> {
  return todo();
}
