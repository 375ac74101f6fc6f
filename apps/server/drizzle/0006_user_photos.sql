CREATE TABLE "user_photos" (
	"user_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"base64" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_photos" ADD CONSTRAINT "user_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Photos uploaded before this migration move to their own table.
INSERT INTO "user_photos" ("user_id", "type", "base64", "updated_at")
SELECT "user_id", "photo_type", "photo_base64", "updated_at" FROM "user_profiles"
WHERE "photo_base64" IS NOT NULL AND "photo_type" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "photo_base64";--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "photo_type";