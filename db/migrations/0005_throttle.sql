CREATE TABLE `throttle_buckets` (
	`key` text PRIMARY KEY NOT NULL,
	`tokens` real NOT NULL,
	`updated_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `throttle_buckets_expires_idx` ON `throttle_buckets` (`expires_at`);