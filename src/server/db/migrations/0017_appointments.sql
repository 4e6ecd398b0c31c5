CREATE TABLE "appointment_slots" (
	"staffId" uuid NOT NULL,
	"slotStart" timestamp with time zone NOT NULL,
	"appointmentId" integer NOT NULL,
	CONSTRAINT "appointment_slots_staffId_slotStart_pk" PRIMARY KEY("staffId","slotStart")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"staffId" uuid NOT NULL,
	"startsAt" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"mode" varchar(10) NOT NULL,
	"topic" varchar(20) NOT NULL,
	"notes" text,
	"accountId" uuid,
	"bookedBy" uuid,
	"policyId" integer,
	"name" varchar(200) NOT NULL,
	"email" varchar(320) NOT NULL,
	"phone" varchar(40),
	"status" varchar(10) DEFAULT 'booked' NOT NULL,
	"cancelledAt" timestamp with time zone,
	"cancelledBy" uuid,
	"cancelReason" text,
	"reminderEmailIds" json DEFAULT '[]'::json NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_minutes_check" CHECK ("appointments"."minutes" in (15, 30)),
	CONSTRAINT "appointments_mode_check" CHECK ("appointments"."mode" in ('call', 'visit')),
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "staff_availability" (
	"id" serial PRIMARY KEY NOT NULL,
	"userId" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"startMinute" integer NOT NULL,
	"endMinute" integer NOT NULL,
	CONSTRAINT "staff_availability_weekday_check" CHECK ("staff_availability"."weekday" between 1 and 7),
	CONSTRAINT "staff_availability_minutes_check" CHECK ("staff_availability"."startMinute" >= 0 and "staff_availability"."endMinute" <= 1440 and "staff_availability"."startMinute" < "staff_availability"."endMinute"
        and "staff_availability"."startMinute" % 15 = 0 and "staff_availability"."endMinute" % 15 = 0)
);
--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_staffId_users_id_fk" FOREIGN KEY ("staffId") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_appointmentId_appointments_id_fk" FOREIGN KEY ("appointmentId") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_staffId_users_id_fk" FOREIGN KEY ("staffId") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_accountId_client_accounts_id_fk" FOREIGN KEY ("accountId") REFERENCES "public"."client_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_bookedBy_users_id_fk" FOREIGN KEY ("bookedBy") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_policyId_client_policies_id_fk" FOREIGN KEY ("policyId") REFERENCES "public"."client_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancelledBy_users_id_fk" FOREIGN KEY ("cancelledBy") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_availability" ADD CONSTRAINT "staff_availability_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_slots_appointmentId_idx" ON "appointment_slots" USING btree ("appointmentId");--> statement-breakpoint
CREATE INDEX "appointments_startsAt_idx" ON "appointments" USING btree ("startsAt");--> statement-breakpoint
CREATE INDEX "appointments_accountId_idx" ON "appointments" USING btree ("accountId");--> statement-breakpoint
CREATE INDEX "staff_availability_userId_idx" ON "staff_availability" USING btree ("userId");