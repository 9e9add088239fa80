-- Gym-floor tools (docs/decisions/020-gym-floor-tools.md): set kinds (warm-up, work, drop, to failure), a note per set,
-- cardio amounts (metres, level), supersets in sessions and routines, per-set targets in routines, cardio totals in
-- the per-exercise summaries, and the member's equipment (bar, plates, warm-up ramp). Existing sets
-- become 'work' sets.
ALTER TABLE "routine_items" ADD COLUMN "set_targets" jsonb;--> statement-breakpoint
ALTER TABLE "routine_items" ADD COLUMN "superset_group" integer;--> statement-breakpoint
ALTER TABLE "training_exercises" ADD COLUMN "superset_group" integer;--> statement-breakpoint
ALTER TABLE "training_exercises" ADD COLUMN "total_seconds" integer;--> statement-breakpoint
ALTER TABLE "training_exercises" ADD COLUMN "total_distance_m" integer;--> statement-breakpoint
ALTER TABLE "training_sets" ADD COLUMN "kind" text DEFAULT 'work' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_sets" ADD COLUMN "distance_m" integer;--> statement-breakpoint
ALTER TABLE "training_sets" ADD COLUMN "level" integer;--> statement-breakpoint
ALTER TABLE "training_sets" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "member_preferences" ADD COLUMN "bar_kg" double precision;--> statement-breakpoint
ALTER TABLE "member_preferences" ADD COLUMN "plates" jsonb;--> statement-breakpoint
ALTER TABLE "member_preferences" ADD COLUMN "warmup_steps" jsonb;--> statement-breakpoint
ALTER TABLE "training_sets" ADD CONSTRAINT "training_sets_kind_check" CHECK ("training_sets"."kind" in ('warmup', 'work', 'drop', 'failure'));--> statement-breakpoint
ALTER TABLE "training_sets" ADD CONSTRAINT "training_sets_cardio_check" CHECK (("training_sets"."distance_m" is null or "training_sets"."distance_m" between 0 and 100000) and ("training_sets"."level" is null or "training_sets"."level" between 0 and 30));