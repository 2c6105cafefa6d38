CREATE TABLE "admin_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"status" text DEFAULT 'active' NOT NULL,
	"password_set_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_email" text NOT NULL,
	"inquiry_number" text NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"company_name" text,
	"contact_person_name" text,
	"contact_person_position" text,
	"whatsapp_phone" text,
	"website" text,
	"address" text,
	"location" text,
	"has_license" boolean DEFAULT false NOT NULL,
	"differentiation_answer" text,
	"sustainability_answer" text,
	"instagram_handle" text,
	"facebook_handle" text,
	"other_social_media" jsonb,
	"willing_to_share_media" boolean DEFAULT false NOT NULL,
	"rejection_reason" text,
	"agent_id" integer,
	"completed_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_destinations" (
	"agent_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	CONSTRAINT "agent_destinations_agent_id_destination_id_pk" PRIMARY KEY("agent_id","destination_id")
);
--> statement-breakpoint
CREATE TABLE "agent_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"image_description" text,
	"image_type" text DEFAULT 'gallery' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"address" text,
	"country" text,
	"website" text,
	"agency_description" text,
	"agent_description" text,
	"specializations" text[] DEFAULT '{}'::text[] NOT NULL,
	"social_media" jsonb,
	"logotype_url" text,
	"subscription_status" text DEFAULT 'active' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"experience_id" integer NOT NULL,
	"activity_name" text NOT NULL,
	"activity_description" text,
	"location" text,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_food_beverages" (
	"id" serial PRIMARY KEY NOT NULL,
	"experience_id" integer NOT NULL,
	"meal_type" text NOT NULL,
	"meal_details" text,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"experience_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"image_description" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer,
	"experience_name" text NOT NULL,
	"experience_type" text,
	"description" text,
	"price_cents" integer,
	"duration_days" integer,
	"location" text,
	"destination_name" text,
	"country" text,
	"destinations" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_tour" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"traveler_id" uuid NOT NULL,
	"experience_id" integer,
	"source" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"contact" jsonb NOT NULL,
	"preferences" jsonb NOT NULL,
	"match_reason" text,
	"enquiry_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"lead_id" integer,
	"title" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"body" text,
	"price_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"share_type" text DEFAULT 'itinerary' NOT NULL,
	"shared_by" text,
	"share_data" jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traveler_preferences" (
	"traveler_id" uuid PRIMARY KEY NOT NULL,
	"preferred_trip_type" text,
	"ideal_budget" integer,
	"preferred_destinations" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_departure_airport" text,
	"number_of_travelers" integer,
	"number_of_adults" integer DEFAULT 1 NOT NULL,
	"number_of_children" integer DEFAULT 0 NOT NULL,
	"travel_year" integer,
	"travel_month" text,
	"travel_window" text,
	"length_of_stay" integer,
	"whatsapp_contact" text,
	"instagram_username" text,
	"experience_id" integer,
	"selected_experiences" integer[] DEFAULT '{}'::int[] NOT NULL,
	"agent_id" integer,
	"last_enquiry_date" timestamp with time zone,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travelers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"inquiry_number" text NOT NULL,
	"source" text DEFAULT 'onboarding' NOT NULL,
	"onboarding_completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_accounts" ADD CONSTRAINT "agent_accounts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_destinations" ADD CONSTRAINT "agent_destinations_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_destinations" ADD CONSTRAINT "agent_destinations_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_images" ADD CONSTRAINT "agent_images_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_sessions" ADD CONSTRAINT "agent_sessions_account_id_agent_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."agent_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_activities" ADD CONSTRAINT "experience_activities_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_food_beverages" ADD CONSTRAINT "experience_food_beverages_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_images" ADD CONSTRAINT "experience_images_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_traveler_id_travelers_id_fk" FOREIGN KEY ("traveler_id") REFERENCES "public"."travelers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_account_id_agent_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."agent_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traveler_preferences" ADD CONSTRAINT "traveler_preferences_traveler_id_travelers_id_fk" FOREIGN KEY ("traveler_id") REFERENCES "public"."travelers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_sessions_token_uq" ON "admin_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_accounts_email_lower_uq" ON "agent_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "agent_accounts_agent_uq" ON "agent_accounts" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_email_lower_uq" ON "agent_applications" USING btree (lower("contact_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_inquiry_uq" ON "agent_applications" USING btree ("inquiry_number");--> statement-breakpoint
CREATE INDEX "agent_applications_status_idx" ON "agent_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "agent_destinations_dest_idx" ON "agent_destinations" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "agent_images_agent_idx" ON "agent_images" USING btree ("agent_id","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_sessions_token_uq" ON "agent_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "agent_sessions_account_idx" ON "agent_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_contact_email_lower_uq" ON "agents" USING btree (lower("contact_email"));--> statement-breakpoint
CREATE INDEX "agents_name_trgm_idx" ON "agents" USING gin ("agency_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "destinations_name_lower_uq" ON "destinations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "experience_activities_exp_idx" ON "experience_activities" USING btree ("experience_id");--> statement-breakpoint
CREATE INDEX "experience_food_exp_idx" ON "experience_food_beverages" USING btree ("experience_id");--> statement-breakpoint
CREATE INDEX "experience_images_exp_idx" ON "experience_images" USING btree ("experience_id","display_order");--> statement-breakpoint
CREATE INDEX "experiences_agent_idx" ON "experiences" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "experiences_country_idx" ON "experiences" USING btree ("country");--> statement-breakpoint
CREATE INDEX "experiences_tour_idx" ON "experiences" USING btree ("is_tour","id");--> statement-breakpoint
CREATE INDEX "experiences_search_trgm_idx" ON "experiences" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "experiences_type_trgm_idx" ON "experiences" USING gin (lower("experience_type") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "leads_enquiry_agent_uq" ON "leads" USING btree ("enquiry_key","agent_id");--> statement-breakpoint
CREATE INDEX "leads_agent_created_idx" ON "leads" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_traveler_idx" ON "leads" USING btree ("traveler_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_tokens_token_uq" ON "password_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_tokens_account_idx" ON "password_tokens" USING btree ("account_id","purpose");--> statement-breakpoint
CREATE INDEX "proposals_agent_updated_idx" ON "proposals" USING btree ("agent_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shares_token_hash_uq" ON "shares" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "travelers_inquiry_number_uq" ON "travelers" USING btree ("inquiry_number");--> statement-breakpoint
CREATE INDEX "travelers_email_idx" ON "travelers" USING btree (lower("email"));