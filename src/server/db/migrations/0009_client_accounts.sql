CREATE TABLE "account_member_policies" (
	"userId" uuid NOT NULL,
	"policyId" integer NOT NULL,
	CONSTRAINT "account_member_policies_userId_policyId_pk" PRIMARY KEY("userId","policyId")
);
--> statement-breakpoint
CREATE TABLE "client_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(10) DEFAULT 'person' NOT NULL,
	"firstName" varchar(100),
	"lastName" varchar(100),
	"businessName" varchar(200),
	"email" varchar(320),
	"phone" varchar(40),
	"addressLine1" varchar(200),
	"addressLine2" varchar(200),
	"city" varchar(100),
	"state" varchar(50),
	"postalCode" varchar(20),
	"sourceSystem" varchar(40),
	"externalId" varchar(100),
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_accounts_kind_check" CHECK ("client_accounts"."kind" in ('person', 'business'))
);
--> statement-breakpoint
ALTER TABLE "client_policies" DROP CONSTRAINT "client_policies_userId_users_id_fk";
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_userId_users_id_fk";
--> statement-breakpoint
DROP INDEX "client_policies_userId_idx";--> statement-breakpoint
DROP INDEX "documents_userId_idx";--> statement-breakpoint
ALTER TABLE "client_policies" ADD COLUMN "accountId" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "accountId" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "policyId" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "accountId" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "accountRole" varchar(10);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "policyScope" varchar(10);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lastSignInAt" timestamp with time zone;--> statement-breakpoint
-- Every client user becomes the holder of an account of their own (a person, named as the user,
-- their address as its contact); a user of another role who owns policies or documents gets an
-- account too, which they do not sign in to. Their policies and documents move to it.
ALTER TABLE "client_accounts" ADD COLUMN "movedFromUserId" uuid;--> statement-breakpoint
INSERT INTO "client_accounts" ("kind", "firstName", "lastName", "email", "createdAt", "movedFromUserId")
  SELECT 'person', u."firstName", u."lastName", u."email", u."createdAt", u."id" FROM "users" u
  WHERE u."role" = 'client'
    OR EXISTS (SELECT 1 FROM "client_policies" p WHERE p."userId" = u."id")
    OR EXISTS (SELECT 1 FROM "documents" d WHERE d."userId" = u."id");--> statement-breakpoint
UPDATE "users" u SET "accountId" = a."id", "accountRole" = 'holder', "policyScope" = 'all'
  FROM "client_accounts" a WHERE a."movedFromUserId" = u."id" AND u."role" = 'client';--> statement-breakpoint
UPDATE "client_policies" p SET "accountId" = a."id"
  FROM "client_accounts" a WHERE a."movedFromUserId" = p."userId";--> statement-breakpoint
UPDATE "documents" d SET "accountId" = a."id"
  FROM "client_accounts" a WHERE a."movedFromUserId" = d."userId";--> statement-breakpoint
-- Documents that named no user are kept, under one account staff can find and sort out.
INSERT INTO "client_accounts" ("kind", "businessName")
  SELECT 'business', 'Documents without a client'
  WHERE EXISTS (SELECT 1 FROM "documents" WHERE "accountId" IS NULL);--> statement-breakpoint
UPDATE "documents" SET "accountId" = (
    SELECT "id" FROM "client_accounts"
    WHERE "businessName" = 'Documents without a client' AND "movedFromUserId" IS NULL LIMIT 1)
  WHERE "accountId" IS NULL;--> statement-breakpoint
ALTER TABLE "client_accounts" DROP COLUMN "movedFromUserId";--> statement-breakpoint
ALTER TABLE "client_policies" ALTER COLUMN "accountId" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "accountId" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "account_member_policies" ADD CONSTRAINT "account_member_policies_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_member_policies" ADD CONSTRAINT "account_member_policies_policyId_client_policies_id_fk" FOREIGN KEY ("policyId") REFERENCES "public"."client_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_member_policies_policyId_idx" ON "account_member_policies" USING btree ("policyId");--> statement-breakpoint
CREATE UNIQUE INDEX "client_accounts_source_idx" ON "client_accounts" USING btree ("sourceSystem","externalId");--> statement-breakpoint
CREATE INDEX "client_accounts_email_idx" ON "client_accounts" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "client_policies" ADD CONSTRAINT "client_policies_accountId_client_accounts_id_fk" FOREIGN KEY ("accountId") REFERENCES "public"."client_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_accountId_client_accounts_id_fk" FOREIGN KEY ("accountId") REFERENCES "public"."client_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_policyId_client_policies_id_fk" FOREIGN KEY ("policyId") REFERENCES "public"."client_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_accountId_client_accounts_id_fk" FOREIGN KEY ("accountId") REFERENCES "public"."client_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_policies_accountId_idx" ON "client_policies" USING btree ("accountId");--> statement-breakpoint
CREATE INDEX "documents_accountId_idx" ON "documents" USING btree ("accountId");--> statement-breakpoint
CREATE INDEX "documents_policyId_idx" ON "documents" USING btree ("policyId");--> statement-breakpoint
CREATE INDEX "users_accountId_idx" ON "users" USING btree ("accountId");--> statement-breakpoint
ALTER TABLE "client_policies" DROP COLUMN "userId";--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "userId";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_check" CHECK (("users"."role" = 'client') = ("users"."accountId" is not null)
        and ("users"."accountId" is null) = ("users"."accountRole" is null)
        and ("users"."accountId" is null) = ("users"."policyScope" is null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_accountRole_check" CHECK ("users"."accountRole" in ('holder', 'member'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_policyScope_check" CHECK ("users"."policyScope" in ('all', 'chosen'));