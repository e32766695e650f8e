-- A publication's About page text (its settings page edits it; description stays the short one).
ALTER TABLE "publications" ADD COLUMN "long_description" text DEFAULT '' NOT NULL;
