ALTER TABLE "leads" ADD COLUMN "utmSource" varchar(100);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utmMedium" varchar(100);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utmCampaign" varchar(100);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "referrerHost" varchar(253);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "quotedAt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "closedAt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lostReason" varchar(20);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_lostReason_check" CHECK ("leads"."lostReason" is null or ("leads"."status" = 'lost' and "leads"."lostReason" in ('price', 'coverage', 'another-agency', 'unreachable', 'not-eligible', 'other')));--> statement-breakpoint
-- Leads worked before these columns: when each was first quoted and last won or lost, from the audit log.
UPDATE "leads" SET "quotedAt" = (
  SELECT min(a."createdAt") FROM "audit_log" a
  WHERE a."entityType" = 'lead' AND a."entityId" = "leads"."id"::text AND a."action" = 'lead.status'
    AND a."after"->>'status' = 'quoted'
);--> statement-breakpoint
UPDATE "leads" SET "closedAt" = (
  SELECT max(a."createdAt") FROM "audit_log" a
  WHERE a."entityType" = 'lead' AND a."entityId" = "leads"."id"::text AND a."action" = 'lead.status'
    AND a."after"->>'status' = "leads"."status"
) WHERE "status" IN ('won', 'lost');
