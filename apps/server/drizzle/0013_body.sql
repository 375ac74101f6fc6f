CREATE TABLE "body_entries" (
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"weight_kg" double precision,
	"body_fat_percent" double precision,
	"waist_cm" double precision,
	"hips_cm" double precision,
	"chest_cm" double precision,
	"neck_cm" double precision,
	"upper_arm_cm" double precision,
	"thigh_cm" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "body_entries_user_id_date_pk" PRIMARY KEY("user_id","date")
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"calories_before" integer NOT NULL,
	"calories" integer NOT NULL,
	"expenditure" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "targets" ADD COLUMN "goal_weight_kg" real;--> statement-breakpoint
ALTER TABLE "body_entries" ADD CONSTRAINT "body_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_user_accepted_idx" ON "check_ins" USING btree ("user_id","accepted_at");