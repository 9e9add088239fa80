ALTER TABLE "training_exercises" ADD COLUMN "done_sets" integer;--> statement-breakpoint
ALTER TABLE "training_exercises" ADD COLUMN "volume" double precision;--> statement-breakpoint
ALTER TABLE "training_exercises" ADD COLUMN "best_e1rm" double precision;--> statement-breakpoint
ALTER TABLE "training_exercises" ADD COLUMN "best_weight" double precision;--> statement-breakpoint
ALTER TABLE "training_exercises" ADD COLUMN "best_set_volume" double precision;--> statement-breakpoint
ALTER TABLE "training_exercises" ADD COLUMN "best_reps" integer;