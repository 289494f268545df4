-- The one AI settings row with its defaults, and a config for each of the four agents, enabled.
INSERT INTO "ai_settings" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "agent_configs" ("agent_name", "enabled") VALUES
  ('SEO Agent', true),
  ('Calculator Agent', true),
  ('Validation Agent', true),
  ('Runtime Agent', true)
ON CONFLICT ("agent_name") DO NOTHING;
