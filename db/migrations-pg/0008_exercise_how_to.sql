-- How-to and movement illustrations (issue 24, docs/decisions/033-movement-illustrations.md): each exercise's
-- 준비 · 동작 · 호흡 · 흔한 실수 (how_to) and the pose data its /media/movements pictures are drawn from (movement),
-- both JSON written by the catalogue sync (ADR 005); null while an entry has none.
ALTER TABLE "exercises" ADD COLUMN "how_to" jsonb;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "movement" jsonb;