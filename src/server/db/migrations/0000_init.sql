CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"roomId" integer NOT NULL,
	"senderId" uuid NOT NULL,
	"message" text NOT NULL,
	"messageType" varchar(20) DEFAULT 'text' NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"userId" uuid,
	"agentId" uuid,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"userId" uuid NOT NULL,
	"policyId" integer NOT NULL,
	"claimNumber" varchar(50) NOT NULL,
	"incidentDate" date NOT NULL,
	"description" text NOT NULL,
	"status" varchar(20) DEFAULT 'submitted' NOT NULL,
	"amount" numeric(10, 2),
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_claimNumber_unique" UNIQUE("claimNumber"),
	CONSTRAINT "claims_status_check" CHECK ("claims"."status" in ('submitted', 'processing', 'approved', 'denied', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "client_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"userId" uuid NOT NULL,
	"policyNumber" varchar(50) NOT NULL,
	"policyType" varchar(100) NOT NULL,
	"carrier" varchar(200) NOT NULL,
	"premium" numeric(10, 2) NOT NULL,
	"deductible" numeric(10, 2),
	"effectiveDate" date NOT NULL,
	"expirationDate" date NOT NULL,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_policies_policyNumber_unique" UNIQUE("policyNumber"),
	CONSTRAINT "client_policies_status_check" CHECK ("client_policies"."status" in ('active', 'expired', 'cancelled', 'other'))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"userId" uuid,
	"leadId" integer,
	"fileName" varchar(255) NOT NULL,
	"filePath" text NOT NULL,
	"fileSize" integer NOT NULL,
	"mimeType" varchar(100) NOT NULL,
	"uploadedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(40) NOT NULL,
	"firstName" varchar(100) NOT NULL,
	"lastName" varchar(100) NOT NULL,
	"email" varchar(320) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"businessName" varchar(200),
	"industry" varchar(100),
	"coverageTypes" json NOT NULL,
	"additionalInfo" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp (6) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" varchar(100),
	"password" text,
	"email" varchar(320) NOT NULL,
	"firstName" varchar(100),
	"lastName" varchar(100),
	"profileImageUrl" text,
	"isClient" boolean DEFAULT false NOT NULL,
	"role" varchar(16) DEFAULT 'client' NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('client', 'agent', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_roomId_chat_rooms_id_fk" FOREIGN KEY ("roomId") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_senderId_users_id_fk" FOREIGN KEY ("senderId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_agentId_users_id_fk" FOREIGN KEY ("agentId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_policyId_client_policies_id_fk" FOREIGN KEY ("policyId") REFERENCES "public"."client_policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_policies" ADD CONSTRAINT "client_policies_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_leadId_leads_id_fk" FOREIGN KEY ("leadId") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_roomId_createdAt_idx" ON "chat_messages" USING btree ("roomId","createdAt");--> statement-breakpoint
CREATE INDEX "chat_rooms_userId_idx" ON "chat_rooms" USING btree ("userId");--> statement-breakpoint
CREATE INDEX "chat_rooms_agentId_idx" ON "chat_rooms" USING btree ("agentId");--> statement-breakpoint
CREATE INDEX "claims_userId_idx" ON "claims" USING btree ("userId");--> statement-breakpoint
CREATE INDEX "claims_policyId_idx" ON "claims" USING btree ("policyId");--> statement-breakpoint
CREATE INDEX "client_policies_userId_idx" ON "client_policies" USING btree ("userId");--> statement-breakpoint
CREATE INDEX "client_policies_expirationDate_idx" ON "client_policies" USING btree ("expirationDate");--> statement-breakpoint
CREATE INDEX "documents_userId_idx" ON "documents" USING btree ("userId");--> statement-breakpoint
CREATE INDEX "documents_leadId_idx" ON "documents" USING btree ("leadId");--> statement-breakpoint
CREATE INDEX "leads_createdAt_idx" ON "leads" USING btree ("createdAt");--> statement-breakpoint
CREATE INDEX "IDX_session_expire" ON "sessions" USING btree ("expire");