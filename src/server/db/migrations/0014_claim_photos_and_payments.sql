CREATE TABLE "carrier_payments" (
	"carrier" varchar(200) PRIMARY KEY NOT NULL,
	"paymentUrl" varchar(500),
	"paymentPhone" varchar(40),
	"updatedBy" uuid,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_policies" ADD COLUMN "autopay" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "client_policies" ADD COLUMN "nextPaymentDue" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "claimId" integer;--> statement-breakpoint
ALTER TABLE "carrier_payments" ADD CONSTRAINT "carrier_payments_updatedBy_users_id_fk" FOREIGN KEY ("updatedBy") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_claimId_claims_id_fk" FOREIGN KEY ("claimId") REFERENCES "public"."claims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_claimId_idx" ON "documents" USING btree ("claimId");