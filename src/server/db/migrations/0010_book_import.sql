CREATE TABLE "certificate_holders" (
	"id" serial PRIMARY KEY NOT NULL,
	"accountId" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"addressLine1" varchar(200),
	"addressLine2" varchar(200),
	"city" varchar(100),
	"state" varchar(50),
	"postalCode" varchar(20),
	"email" varchar(320),
	"loanNumber" varchar(60),
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"sourceSystem" varchar(40) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"mapping" json NOT NULL,
	"updatedBy" uuid,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"policyId" integer NOT NULL,
	"firstName" varchar(100) NOT NULL,
	"lastName" varchar(100) NOT NULL,
	"dateOfBirth" date,
	"licenseState" varchar(2),
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"policyId" integer NOT NULL,
	"year" integer,
	"make" varchar(60),
	"model" varchar(60),
	"vin" varchar(17) NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_policies" ADD COLUMN "currentAsOf" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A policy was current as of its last edit.
UPDATE "client_policies" SET "currentAsOf" = "updatedAt";--> statement-breakpoint
ALTER TABLE "certificate_holders" ADD CONSTRAINT "certificate_holders_accountId_client_accounts_id_fk" FOREIGN KEY ("accountId") REFERENCES "public"."client_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_updatedBy_users_id_fk" FOREIGN KEY ("updatedBy") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_drivers" ADD CONSTRAINT "policy_drivers_policyId_client_policies_id_fk" FOREIGN KEY ("policyId") REFERENCES "public"."client_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_vehicles" ADD CONSTRAINT "policy_vehicles_policyId_client_policies_id_fk" FOREIGN KEY ("policyId") REFERENCES "public"."client_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_holders_accountId_idx" ON "certificate_holders" USING btree ("accountId");--> statement-breakpoint
CREATE UNIQUE INDEX "import_mappings_source_kind_idx" ON "import_mappings" USING btree ("sourceSystem","kind");--> statement-breakpoint
CREATE INDEX "policy_drivers_policyId_idx" ON "policy_drivers" USING btree ("policyId");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_vehicles_policy_vin_idx" ON "policy_vehicles" USING btree ("policyId","vin");