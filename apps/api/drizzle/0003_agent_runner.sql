ALTER TABLE "agent_runs" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_runs" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "agent_runs" ADD COLUMN "counts" jsonb;--> statement-breakpoint
ALTER TABLE "calculator_requests" ADD COLUMN "demand_key" text;--> statement-breakpoint
ALTER TABLE "calculator_requests" ADD COLUMN "search_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_requests" ADD COLUMN "distinct_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_requests" ADD COLUMN "last_search_day" date;--> statement-breakpoint
ALTER TABLE "calculator_requests" ADD COLUMN "searches_since_decision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_requests" ADD COLUMN "sample_queries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "calculator_requests_demand_key_idx" ON "calculator_requests" USING btree ("demand_key");