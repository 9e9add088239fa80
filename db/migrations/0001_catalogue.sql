CREATE TABLE `body_parts` (
	`id` integer PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`korean_name` text NOT NULL,
	`english_name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `body_parts_key_unique` ON `body_parts` (`key`);--> statement-breakpoint
CREATE UNIQUE INDEX `body_parts_korean_unique` ON `body_parts` (`korean_name`);--> statement-breakpoint
CREATE TABLE `exercise_aliases` (
	`exercise_id` integer NOT NULL,
	`alias` text NOT NULL,
	PRIMARY KEY(`exercise_id`, `alias`),
	FOREIGN KEY (`exercise_id`) REFERENCES `exercises`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `exercise_body_parts` (
	`exercise_id` integer NOT NULL,
	`body_part_id` integer NOT NULL,
	`position` integer NOT NULL,
	`is_primary` integer NOT NULL,
	PRIMARY KEY(`exercise_id`, `body_part_id`),
	FOREIGN KEY (`exercise_id`) REFERENCES `exercises`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`body_part_id`) REFERENCES `body_parts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `exercise_body_parts_part_idx` ON `exercise_body_parts` (`body_part_id`);--> statement-breakpoint
CREATE TABLE `exercise_machines` (
	`exercise_id` integer NOT NULL,
	`machine_id` integer NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`exercise_id`, `machine_id`),
	FOREIGN KEY (`exercise_id`) REFERENCES `exercises`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`machine_id`) REFERENCES `machines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `exercise_machines_machine_idx` ON `exercise_machines` (`machine_id`);--> statement-breakpoint
CREATE TABLE `exercises` (
	`id` integer PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`korean_name` text NOT NULL,
	`english_name` text NOT NULL,
	`description` text NOT NULL,
	`caution` text NOT NULL,
	`level` integer NOT NULL,
	`compound` integer NOT NULL,
	`pattern` text NOT NULL,
	`load_model` text NOT NULL,
	`ratios` text,
	`popularity` integer NOT NULL,
	`video_link` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `exercises_key_unique` ON `exercises` (`key`);--> statement-breakpoint
CREATE UNIQUE INDEX `exercises_korean_unique` ON `exercises` (`korean_name`);--> statement-breakpoint
CREATE TABLE `machine_body_parts` (
	`machine_id` integer NOT NULL,
	`body_part_id` integer NOT NULL,
	PRIMARY KEY(`machine_id`, `body_part_id`),
	FOREIGN KEY (`machine_id`) REFERENCES `machines`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`body_part_id`) REFERENCES `body_parts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `machine_body_parts_part_idx` ON `machine_body_parts` (`body_part_id`);--> statement-breakpoint
CREATE TABLE `machines` (
	`id` integer PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`korean_name` text NOT NULL,
	`english_name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `machines_key_unique` ON `machines` (`key`);--> statement-breakpoint
CREATE UNIQUE INDEX `machines_korean_unique` ON `machines` (`korean_name`);