CREATE TABLE `catalogue_meta` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
-- my_workouts.workout_id: ON DELETE cascade -> restrict (ADR 005), by the usual SQLite table rebuild.
-- drizzle-kit wraps it in PRAGMA foreign_keys=OFF/ON, but the migrator runs every migration inside one
-- transaction, where that pragma is a no-op; so this rebuild is written to be correct with foreign keys
-- ON: nothing references my_workouts, the copy keeps every id and value, and the AUTOINCREMENT counter
-- is carried over so an id of a deleted row is never handed out again.
CREATE TABLE `__new_my_workouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`routine_id` integer NOT NULL,
	`workout_id` integer NOT NULL,
	`my_workout_index` integer NOT NULL,
	`weight` real,
	`rep` integer,
	`set_count` integer,
	`caution` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`routine_id`) REFERENCES `routines`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workout_id`) REFERENCES `exercises`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "my_workouts_amounts_check" CHECK(("__new_my_workouts"."weight" is null or "__new_my_workouts"."weight" between 0 and 999.99) and ("__new_my_workouts"."rep" is null or "__new_my_workouts"."rep" between 0 and 99) and ("__new_my_workouts"."set_count" is null or "__new_my_workouts"."set_count" between 0 and 99))
);
--> statement-breakpoint
INSERT INTO `__new_my_workouts`("id", "routine_id", "workout_id", "my_workout_index", "weight", "rep", "set_count", "caution", "created_at") SELECT "id", "routine_id", "workout_id", "my_workout_index", "weight", "rep", "set_count", "caution", "created_at" FROM `my_workouts`;--> statement-breakpoint
DELETE FROM `sqlite_sequence` WHERE `name` = '__new_my_workouts';--> statement-breakpoint
INSERT INTO `sqlite_sequence` (`name`, `seq`) SELECT '__new_my_workouts', max(`seq`) FROM `sqlite_sequence` WHERE `name` IN ('my_workouts') HAVING count(*) > 0;--> statement-breakpoint
DROP TABLE `my_workouts`;--> statement-breakpoint
ALTER TABLE `__new_my_workouts` RENAME TO `my_workouts`;--> statement-breakpoint
CREATE UNIQUE INDEX `my_workouts_routine_workout_unique` ON `my_workouts` (`routine_id`,`workout_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `my_workouts_routine_index_unique` ON `my_workouts` (`routine_id`,`my_workout_index`);--> statement-breakpoint
DROP INDEX `body_parts_korean_unique`;--> statement-breakpoint
ALTER TABLE `body_parts` ADD `retired_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `body_parts_korean_unique` ON `body_parts` (`korean_name`) WHERE retired_at is null;--> statement-breakpoint
DROP INDEX `exercises_korean_unique`;--> statement-breakpoint
ALTER TABLE `exercises` ADD `retired_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `exercises_korean_unique` ON `exercises` (`korean_name`) WHERE retired_at is null;--> statement-breakpoint
DROP INDEX `machines_korean_unique`;--> statement-breakpoint
ALTER TABLE `machines` ADD `retired_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `machines_korean_unique` ON `machines` (`korean_name`) WHERE retired_at is null;