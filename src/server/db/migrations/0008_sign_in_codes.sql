CREATE TABLE "sign_in_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"userId" uuid NOT NULL,
	"codeHash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expiresAt" timestamp with time zone NOT NULL,
	"usedAt" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD CONSTRAINT "sign_in_codes_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_codes_userId_idx" ON "sign_in_codes" USING btree ("userId");--> statement-breakpoint
CREATE INDEX "sign_in_codes_expiresAt_idx" ON "sign_in_codes" USING btree ("expiresAt");