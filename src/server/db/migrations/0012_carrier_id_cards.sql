ALTER TABLE "documents" ADD COLUMN "kind" varchar(20);--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "termExpires" date;