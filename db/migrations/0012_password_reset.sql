-- Password-reset links (docs/decisions/028-password-reset-and-account-deletion.md): only SHA-256 of a link's secret is
-- stored, as for auth_sessions; single use (used_at), time-limited (expires_at), deleted with the member.
CREATE TABLE `password_resets` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`secret_hash` blob NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_resets_user_idx` ON `password_resets` (`user_id`);