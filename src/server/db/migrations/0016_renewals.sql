CREATE TABLE "annual_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"accountId" uuid NOT NULL,
	"reviewedOn" date NOT NULL,
	"reviewerId" uuid,
	"lifeChanges" text,
	"coverageAdequate" boolean NOT NULL,
	"coverages" json NOT NULL,
	"notes" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_renewals" (
	"policyId" integer NOT NULL,
	"expirationDate" date NOT NULL,
	"status" varchar(20) NOT NULL,
	"lostReason" varchar(20),
	"note" text,
	"assigneeId" uuid,
	"updatedBy" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_renewals_policyId_expirationDate_pk" PRIMARY KEY("policyId","expirationDate"),
	CONSTRAINT "policy_renewals_status_check" CHECK ("policy_renewals"."status" in ('not-contacted', 'review-booked', 're-marketing', 'renewed', 'lost')),
	CONSTRAINT "policy_renewals_lost_check" CHECK (("policy_renewals"."status" = 'lost') = ("policy_renewals"."lostReason" is not null))
);
--> statement-breakpoint
CREATE TABLE "policy_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"policyId" integer NOT NULL,
	"effectiveDate" date NOT NULL,
	"expirationDate" date NOT NULL,
	"premium" numeric(10, 2) NOT NULL,
	"createdBy" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewal_reminders" (
	"policyId" integer NOT NULL,
	"expirationDate" date NOT NULL,
	"daysBefore" integer NOT NULL,
	"sentAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_reminders_policyId_expirationDate_daysBefore_pk" PRIMARY KEY("policyId","expirationDate","daysBefore")
);
--> statement-breakpoint
ALTER TABLE "annual_reviews" ADD CONSTRAINT "annual_reviews_accountId_client_accounts_id_fk" FOREIGN KEY ("accountId") REFERENCES "public"."client_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annual_reviews" ADD CONSTRAINT "annual_reviews_reviewerId_users_id_fk" FOREIGN KEY ("reviewerId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_renewals" ADD CONSTRAINT "policy_renewals_policyId_client_policies_id_fk" FOREIGN KEY ("policyId") REFERENCES "public"."client_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_renewals" ADD CONSTRAINT "policy_renewals_assigneeId_users_id_fk" FOREIGN KEY ("assigneeId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_renewals" ADD CONSTRAINT "policy_renewals_updatedBy_users_id_fk" FOREIGN KEY ("updatedBy") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_terms" ADD CONSTRAINT "policy_terms_policyId_client_policies_id_fk" FOREIGN KEY ("policyId") REFERENCES "public"."client_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_terms" ADD CONSTRAINT "policy_terms_createdBy_users_id_fk" FOREIGN KEY ("createdBy") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_policyId_client_policies_id_fk" FOREIGN KEY ("policyId") REFERENCES "public"."client_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "annual_reviews_accountId_idx" ON "annual_reviews" USING btree ("accountId","reviewedOn");--> statement-breakpoint
CREATE INDEX "policy_renewals_status_idx" ON "policy_renewals" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_terms_policy_effective_idx" ON "policy_terms" USING btree ("policyId","effectiveDate");