-- One vocabulary (docs/glossary.md): a routine's entries are routine items, a catalogue entry is an exercise.
-- my_workouts becomes routine_items (my_workout_index -> position, workout_id -> exercise_id, and its
-- sequence, key, index, check and foreign key names), and training_exercises.workout_id and
-- recommendation_feedback.workout_id become exercise_id. Renames only: every row, id and value is kept.
ALTER TABLE "my_workouts" RENAME TO "routine_items";--> statement-breakpoint
ALTER SEQUENCE "my_workouts_id_seq" RENAME TO "routine_items_id_seq";--> statement-breakpoint
ALTER TABLE "routine_items" RENAME COLUMN "workout_id" TO "exercise_id";--> statement-breakpoint
ALTER TABLE "routine_items" RENAME COLUMN "my_workout_index" TO "position";--> statement-breakpoint
ALTER TABLE "routine_items" RENAME CONSTRAINT "my_workouts_pkey" TO "routine_items_pkey";--> statement-breakpoint
ALTER TABLE "routine_items" RENAME CONSTRAINT "my_workouts_amounts_check" TO "routine_items_amounts_check";--> statement-breakpoint
ALTER TABLE "routine_items" RENAME CONSTRAINT "my_workouts_routine_id_routines_id_fk" TO "routine_items_routine_id_routines_id_fk";--> statement-breakpoint
ALTER TABLE "routine_items" RENAME CONSTRAINT "my_workouts_workout_id_exercises_id_fk" TO "routine_items_exercise_id_exercises_id_fk";--> statement-breakpoint
ALTER INDEX "my_workouts_routine_workout_unique" RENAME TO "routine_items_routine_exercise_unique";--> statement-breakpoint
ALTER INDEX "my_workouts_routine_index_unique" RENAME TO "routine_items_routine_position_unique";--> statement-breakpoint
ALTER TABLE "training_exercises" RENAME COLUMN "workout_id" TO "exercise_id";--> statement-breakpoint
ALTER TABLE "training_exercises" RENAME CONSTRAINT "training_exercises_workout_id_exercises_id_fk" TO "training_exercises_exercise_id_exercises_id_fk";--> statement-breakpoint
ALTER INDEX "training_exercises_workout_idx" RENAME TO "training_exercises_exercise_idx";--> statement-breakpoint
ALTER TABLE "recommendation_feedback" RENAME COLUMN "workout_id" TO "exercise_id";--> statement-breakpoint
ALTER TABLE "recommendation_feedback" RENAME CONSTRAINT "recommendation_feedback_workout_id_exercises_id_fk" TO "recommendation_feedback_exercise_id_exercises_id_fk";--> statement-breakpoint
ALTER INDEX "recommendation_feedback_user_workout_idx" RENAME TO "recommendation_feedback_user_exercise_idx";
