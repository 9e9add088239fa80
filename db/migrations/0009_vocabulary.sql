-- One vocabulary (docs/glossary.md): a routine's entries are routine items, a catalogue entry is an exercise.
-- my_workouts becomes routine_items (my_workout_index -> position, workout_id -> exercise_id, and its
-- index and check names), and training_exercises.workout_id and recommendation_feedback.workout_id become
-- exercise_id. Every row, id and value is kept.
-- routine_items is rebuilt (SQLite cannot rename a check constraint), written to be correct with foreign
-- keys ON as in 0004: nothing references my_workouts, the copy keeps every id and value, and the
-- AUTOINCREMENT counter is carried over so an id of a deleted row is never handed out again.
CREATE TABLE `routine_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`routine_id` integer NOT NULL,
	`exercise_id` integer NOT NULL,
	`position` integer NOT NULL,
	`weight` real,
	`rep` integer,
	`set_count` integer,
	`caution` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`routine_id`) REFERENCES `routines`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`exercise_id`) REFERENCES `exercises`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "routine_items_amounts_check" CHECK(("routine_items"."weight" is null or "routine_items"."weight" between 0 and 999.99) and ("routine_items"."rep" is null or "routine_items"."rep" between 0 and 99) and ("routine_items"."set_count" is null or "routine_items"."set_count" between 0 and 99))
);
--> statement-breakpoint
INSERT INTO `routine_items`("id", "routine_id", "exercise_id", "position", "weight", "rep", "set_count", "caution", "created_at") SELECT "id", "routine_id", "workout_id", "my_workout_index", "weight", "rep", "set_count", "caution", "created_at" FROM `my_workouts`;--> statement-breakpoint
DELETE FROM `sqlite_sequence` WHERE `name` = 'routine_items';--> statement-breakpoint
INSERT INTO `sqlite_sequence` (`name`, `seq`) SELECT 'routine_items', max(`seq`) FROM `sqlite_sequence` WHERE `name` IN ('my_workouts') HAVING count(*) > 0;--> statement-breakpoint
DROP TABLE `my_workouts`;--> statement-breakpoint
CREATE UNIQUE INDEX `routine_items_routine_exercise_unique` ON `routine_items` (`routine_id`,`exercise_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `routine_items_routine_position_unique` ON `routine_items` (`routine_id`,`position`);--> statement-breakpoint
ALTER TABLE `training_exercises` RENAME COLUMN `workout_id` TO `exercise_id`;--> statement-breakpoint
DROP INDEX `training_exercises_workout_idx`;--> statement-breakpoint
CREATE INDEX `training_exercises_exercise_idx` ON `training_exercises` (`exercise_id`);--> statement-breakpoint
ALTER TABLE `recommendation_feedback` RENAME COLUMN `workout_id` TO `exercise_id`;--> statement-breakpoint
DROP INDEX `recommendation_feedback_user_workout_idx`;--> statement-breakpoint
CREATE INDEX `recommendation_feedback_user_exercise_idx` ON `recommendation_feedback` (`user_id`,`exercise_id`,`created_at`);
