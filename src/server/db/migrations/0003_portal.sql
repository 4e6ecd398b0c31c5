CREATE SEQUENCE "public"."claim_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "claim_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"claimId" integer NOT NULL,
	"fromStatus" varchar(20),
	"toStatus" varchar(20) NOT NULL,
	"changedBy" uuid,
	"note" text,
	"internalNote" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "uploadedBy" uuid;--> statement-breakpoint
ALTER TABLE "claim_status_history" ADD CONSTRAINT "claim_status_history_claimId_claims_id_fk" FOREIGN KEY ("claimId") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_status_history" ADD CONSTRAINT "claim_status_history_changedBy_users_id_fk" FOREIGN KEY ("changedBy") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_status_history_claimId_idx" ON "claim_status_history" USING btree ("claimId","createdAt");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploadedBy_users_id_fk" FOREIGN KEY ("uploadedBy") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Claims made before this migration: their history starts with "submitted", then the status they have now.
INSERT INTO "claim_status_history" ("claimId", "fromStatus", "toStatus", "createdAt")
  SELECT "id", NULL, 'submitted', "createdAt" FROM "claims";--> statement-breakpoint
INSERT INTO "claim_status_history" ("claimId", "fromStatus", "toStatus", "createdAt")
  SELECT "id", 'submitted', "status", "updatedAt" FROM "claims" WHERE "status" <> 'submitted';
