-- Gym-floor tools (docs/decisions/020-gym-floor-tools.md): set kinds (warm-up, work, drop, to failure), a note per set,
-- cardio amounts (metres, level), supersets in sessions and routines, per-set targets in routines, cardio totals in
-- the per-exercise summaries, and the member's equipment (bar, plates, warm-up ramp). training_sets is rebuilt for
-- its new CHECKs (SQLite cannot add one); the existing sets keep their ids (and the id counter its
-- high-water mark) and become 'work' sets.
ALTER TABLE `routine_items` ADD `set_targets` text;--> statement-breakpoint
ALTER TABLE `routine_items` ADD `superset_group` integer;--> statement-breakpoint
ALTER TABLE `training_exercises` ADD `superset_group` integer;--> statement-breakpoint
ALTER TABLE `training_exercises` ADD `total_seconds` integer;--> statement-breakpoint
ALTER TABLE `training_exercises` ADD `total_distance_m` integer;--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_training_sets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`exercise_id` integer NOT NULL,
	`client_id` text NOT NULL,
	`position` integer NOT NULL,
	`planned_weight` real,
	`planned_reps` integer,
	`planned_seconds` integer,
	`weight` real,
	`reps` integer,
	`seconds` integer,
	`rpe` real,
	`kind` text DEFAULT 'work' NOT NULL,
	`distance_m` integer,
	`level` integer,
	`note` text,
	`done` integer NOT NULL,
	`done_at` integer,
	FOREIGN KEY (`exercise_id`) REFERENCES `training_exercises`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "training_sets_amounts_check" CHECK(("__new_training_sets"."weight" is null or "__new_training_sets"."weight" between 0 and 500) and ("__new_training_sets"."reps" is null or "__new_training_sets"."reps" between 0 and 200) and ("__new_training_sets"."seconds" is null or "__new_training_sets"."seconds" between 0 and 3600)),
	CONSTRAINT "training_sets_kind_check" CHECK("__new_training_sets"."kind" in ('warmup', 'work', 'drop', 'failure')),
	CONSTRAINT "training_sets_cardio_check" CHECK(("__new_training_sets"."distance_m" is null or "__new_training_sets"."distance_m" between 0 and 100000) and ("__new_training_sets"."level" is null or "__new_training_sets"."level" between 0 and 30))
);
--> statement-breakpoint
INSERT INTO `__new_training_sets`("id", "exercise_id", "client_id", "position", "planned_weight", "planned_reps", "planned_seconds", "weight", "reps", "seconds", "rpe", "done", "done_at") SELECT "id", "exercise_id", "client_id", "position", "planned_weight", "planned_reps", "planned_seconds", "weight", "reps", "seconds", "rpe", "done", "done_at" FROM `training_sets`;--> statement-breakpoint
DELETE FROM `sqlite_sequence` WHERE `name` = '__new_training_sets';--> statement-breakpoint
INSERT INTO `sqlite_sequence` (`name`, `seq`) SELECT '__new_training_sets', `seq` FROM `sqlite_sequence` WHERE `name` = 'training_sets';--> statement-breakpoint
DROP TABLE `training_sets`;--> statement-breakpoint
ALTER TABLE `__new_training_sets` RENAME TO `training_sets`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `training_sets_exercise_client_unique` ON `training_sets` (`exercise_id`,`client_id`);--> statement-breakpoint
ALTER TABLE `member_preferences` ADD `bar_kg` real;--> statement-breakpoint
ALTER TABLE `member_preferences` ADD `plates` text;--> statement-breakpoint
ALTER TABLE `member_preferences` ADD `warmup_steps` text;