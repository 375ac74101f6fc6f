CREATE TABLE "targets" (
	"user_id" text PRIMARY KEY NOT NULL,
	"sex" text,
	"age" integer,
	"height_cm" real,
	"weight_kg" real,
	"activity_hours" real,
	"goal" text,
	"weekly_rate_kg" real,
	"calories" integer,
	"carbs_percent" integer,
	"fat_percent" integer,
	"protein_percent" integer,
	"diet" text,
	"excluded_allergens" jsonb,
	"excluded_words" jsonb,
	"meals_per_day" integer,
	"units" text,
	"changed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "targets" ADD CONSTRAINT "targets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A profile's age, height, weight and target become the targets' own; values outside what the energy
-- equation is meant for (age 13-100, 80-250 cm, 40-200 kg) are left for the person to give again.
INSERT INTO "targets" ("user_id", "age", "height_cm", "weight_kg", "goal", "changed_at")
SELECT "user_id",
	CASE WHEN "age" BETWEEN 13 AND 100 THEN "age" END,
	CASE WHEN "height_cm" BETWEEN 80 AND 250 THEN "height_cm" END,
	CASE WHEN "weight_kg" BETWEEN 40 AND 200 THEN "weight_kg" END,
	CASE "target" WHEN 'loss' THEN 'lose' ELSE "target" END,
	"updated_at"
FROM "user_profiles";--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "age";--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "height_cm";--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "weight_kg";--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "target";