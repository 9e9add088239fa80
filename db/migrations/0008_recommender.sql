CREATE TABLE `recommendation_feedback` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`recommendation_id` integer NOT NULL,
	`workout_id` integer NOT NULL,
	`feedback` text NOT NULL,
	`weight` real NOT NULL,
	`reps` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workout_id`) REFERENCES `exercises`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "recommendation_feedback_feedback_check" CHECK("recommendation_feedback"."feedback" in ('heavy', 'right', 'light'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recommendation_feedback_item_unique` ON `recommendation_feedback` (`user_id`,`recommendation_id`,`workout_id`);--> statement-breakpoint
CREATE INDEX `recommendation_feedback_user_workout_idx` ON `recommendation_feedback` (`user_id`,`workout_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `member_preferences` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`goal` text,
	`experience` text,
	`gym_machines` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "member_preferences_goal_check" CHECK("member_preferences"."goal" is null or "member_preferences"."goal" in ('strength', 'hypertrophy', 'fat_loss', 'health')),
	CONSTRAINT "member_preferences_experience_check" CHECK("member_preferences"."experience" is null or "member_preferences"."experience" in ('none', 'under_6m', '1_3y', 'over_3y'))
);
