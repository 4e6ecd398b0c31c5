CREATE SEQUENCE "public"."service_request_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "service_request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"requestId" integer NOT NULL,
	"fromStatus" varchar(20),
	"toStatus" varchar(20),
	"note" text,
	"internalNote" text,
	"actorId" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(30) NOT NULL,
	"accountId" uuid NOT NULL,
	"policyId" integer,
	"requestedBy" uuid,
	"type" varchar(30) NOT NULL,
	"details" json NOT NULL,
	"summary" varchar(300) NOT NULL,
	"note" text,
	"status" varchar(20) DEFAULT 'received' NOT NULL,
	"dueAt" timestamp with time zone NOT NULL,
	"assigneeId" uuid,
	"certificateHolderId" integer,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "service_requests_status_check" CHECK ("service_requests"."status" in ('received', 'in-progress', 'sent-to-carrier', 'needs-information', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "certificate_holders" ADD COLUMN "location" varchar(200);--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "serviceRequestId" integer;--> statement-breakpoint
ALTER TABLE "service_request_events" ADD CONSTRAINT "service_request_events_requestId_service_requests_id_fk" FOREIGN KEY ("requestId") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_events" ADD CONSTRAINT "service_request_events_actorId_users_id_fk" FOREIGN KEY ("actorId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_accountId_client_accounts_id_fk" FOREIGN KEY ("accountId") REFERENCES "public"."client_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_policyId_client_policies_id_fk" FOREIGN KEY ("policyId") REFERENCES "public"."client_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_requestedBy_users_id_fk" FOREIGN KEY ("requestedBy") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_assigneeId_users_id_fk" FOREIGN KEY ("assigneeId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_certificateHolderId_certificate_holders_id_fk" FOREIGN KEY ("certificateHolderId") REFERENCES "public"."certificate_holders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_request_events_requestId_idx" ON "service_request_events" USING btree ("requestId","createdAt");--> statement-breakpoint
CREATE INDEX "service_requests_accountId_idx" ON "service_requests" USING btree ("accountId");--> statement-breakpoint
CREATE INDEX "service_requests_policyId_idx" ON "service_requests" USING btree ("policyId");--> statement-breakpoint
CREATE INDEX "service_requests_status_dueAt_idx" ON "service_requests" USING btree ("status","dueAt");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_serviceRequestId_service_requests_id_fk" FOREIGN KEY ("serviceRequestId") REFERENCES "public"."service_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_serviceRequestId_idx" ON "documents" USING btree ("serviceRequestId");