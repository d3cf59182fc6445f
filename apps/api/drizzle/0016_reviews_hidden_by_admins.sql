-- An admin hides a review by dating it here; the row stays, so the triggers of migration 0013 still announce every
-- change of reviews (a hide and a show included) and the cached product answers and pages showing it drop.
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;