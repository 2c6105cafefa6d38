ALTER TABLE "experiences" ADD COLUMN "itinerary" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "included" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "excluded" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "group_style" text;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "group_max_size" integer;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "best_months" integer[] DEFAULT '{}'::integer[] NOT NULL;