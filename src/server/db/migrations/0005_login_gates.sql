CREATE TABLE "login_gates" (
	"key" varchar(400) PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"nextAt" timestamp with time zone DEFAULT now() NOT NULL,
	"lastAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_gates_lastAt_idx" ON "login_gates" USING btree ("lastAt");