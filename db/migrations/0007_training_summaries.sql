ALTER TABLE `training_exercises` ADD `done_sets` integer;--> statement-breakpoint
ALTER TABLE `training_exercises` ADD `volume` real;--> statement-breakpoint
ALTER TABLE `training_exercises` ADD `best_e1rm` real;--> statement-breakpoint
ALTER TABLE `training_exercises` ADD `best_weight` real;--> statement-breakpoint
ALTER TABLE `training_exercises` ADD `best_set_volume` real;--> statement-breakpoint
ALTER TABLE `training_exercises` ADD `best_reps` integer;