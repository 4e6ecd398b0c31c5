CREATE TABLE "account_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"tokenHash" varchar(64) NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"userId" uuid,
	"email" varchar(320) NOT NULL,
	"data" json,
	"createdBy" uuid,
	"expiresAt" timestamp with time zone NOT NULL,
	"usedAt" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_tokenHash_unique" UNIQUE("tokenHash"),
	CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('verify-email', 'invitation', 'password-reset'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "emailVerifiedAt" timestamp with time zone;--> statement-breakpoint
-- Accounts made before this migration were made by staff or demo data: their addresses count as confirmed.
UPDATE "users" SET "emailVerifiedAt" = "createdAt";--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_createdBy_users_id_fk" FOREIGN KEY ("createdBy") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_email_purpose_idx" ON "account_tokens" USING btree ("email","purpose");--> statement-breakpoint
CREATE INDEX "account_tokens_expiresAt_idx" ON "account_tokens" USING btree ("expiresAt");