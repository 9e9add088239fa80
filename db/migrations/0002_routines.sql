CREATE TABLE `my_workouts` (
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
	FOREIGN KEY (`workout_id`) REFERENCES `exercises`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "my_workouts_amounts_check" CHECK(("my_workouts"."weight" is null or "my_workouts"."weight" between 0 and 999.99) and ("my_workouts"."rep" is null or "my_workouts"."rep" between 0 and 99) and ("my_workouts"."set_count" is null or "my_workouts"."set_count" between 0 and 99))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `my_workouts_routine_workout_unique` ON `my_workouts` (`routine_id`,`workout_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `my_workouts_routine_index_unique` ON `my_workouts` (`routine_id`,`my_workout_index`);--> statement-breakpoint
CREATE TABLE `routines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`routine_index` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `routines_user_idx` ON `routines` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `routines_user_index_unique` ON `routines` (`user_id`,`routine_index`);