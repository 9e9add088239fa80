-- Receipts of the writes a member's outbox sent (docs/decisions/018-outbox-and-conflicts.md): one row per (member,
-- client mutation id), written in the same transaction as the write, so a repeat is applied once.
CREATE TABLE `client_mutations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`client_mutation_id` text NOT NULL,
	`kind` text NOT NULL,
	`result` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `client_mutations_user_client_unique` ON `client_mutations` (`user_id`,`client_mutation_id`);--> statement-breakpoint
CREATE INDEX `client_mutations_user_created_idx` ON `client_mutations` (`user_id`,`created_at`);