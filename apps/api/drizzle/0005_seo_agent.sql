CREATE TABLE "search_finds" (
	"query" text NOT NULL,
	"path" text NOT NULL,
	"month" date NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_finds_count_check" CHECK ("search_finds"."count" > 0)
);
--> statement-breakpoint
ALTER TABLE "seo_proposals" ALTER COLUMN "estimated_traffic" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "seo_proposals" ALTER COLUMN "estimated_traffic" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "seo_proposals" ADD COLUMN "path" text;--> statement-breakpoint
ALTER TABLE "seo_proposals" ADD COLUMN "evidence" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seo_proposals" ADD COLUMN "reverted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "search_finds_query_path_month_idx" ON "search_finds" USING btree ("query","path","month");--> statement-breakpoint
CREATE INDEX "seo_proposals_path_idx" ON "seo_proposals" USING btree ("path","status");--> statement-breakpoint
ALTER TABLE "seo_proposals" ADD CONSTRAINT "seo_proposals_traffic_check" CHECK ("seo_proposals"."estimated_traffic" >= 0);