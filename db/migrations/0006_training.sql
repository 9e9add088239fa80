CREATE TABLE `training_exercises` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` integer NOT NULL,
	`client_id` text NOT NULL,
	`position` integer NOT NULL,
	`workout_id` integer NOT NULL,
	`exercise_name` text NOT NULL,
	`rest_seconds` integer,
	`skipped` integer NOT NULL,
	`notes` text,
	FOREIGN KEY (`session_id`) REFERENCES `training_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workout_id`) REFERENCES `exercises`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `training_exercises_session_client_unique` ON `training_exercises` (`session_id`,`client_id`);--> statement-breakpoint
CREATE INDEX `training_exercises_workout_idx` ON `training_exercises` (`workout_id`);--> statement-breakpoint
CREATE TABLE `training_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`client_id` text NOT NULL,
	`name` text NOT NULL,
	`source` text NOT NULL,
	`routine_id` integer,
	`recommendation_id` integer,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`notes` text,
	`import_key` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `training_sessions_user_client_unique` ON `training_sessions` (`user_id`,`client_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `training_sessions_one_active` ON `training_sessions` (`user_id`) WHERE finished_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX `training_sessions_user_import_unique` ON `training_sessions` (`user_id`,`import_key`);--> statement-breakpoint
CREATE INDEX `training_sessions_user_started_idx` ON `training_sessions` (`user_id`,`started_at`);--> statement-breakpoint
CREATE TABLE `training_sets` (
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
	`done` integer NOT NULL,
	`done_at` integer,
	FOREIGN KEY (`exercise_id`) REFERENCES `training_exercises`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "training_sets_amounts_check" CHECK(("training_sets"."weight" is null or "training_sets"."weight" between 0 and 500) and ("training_sets"."reps" is null or "training_sets"."reps" between 0 and 200) and ("training_sets"."seconds" is null or "training_sets"."seconds" between 0 and 3600))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `training_sets_exercise_client_unique` ON `training_sets` (`exercise_id`,`client_id`);