CREATE TABLE "digest_marks" (
	"day" date NOT NULL,
	"um_srno" integer NOT NULL,
	"mail_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_marks_day_um_srno_pk" PRIMARY KEY("day","um_srno")
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_visits" ADD COLUMN "device_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_visits" ADD COLUMN "declared_taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_visits" ADD COLUMN "declared_latitude" double precision;--> statement-breakpoint
ALTER TABLE "lead_visits" ADD COLUMN "declared_longitude" double precision;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "html_body" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "um_locale" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digest_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "digest_marks" ADD CONSTRAINT "digest_marks_um_srno_users_um_srno_fk" FOREIGN KEY ("um_srno") REFERENCES "public"."users"("um_srno") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_marks" ADD CONSTRAINT "digest_marks_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_created_by_users_um_srno_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("um_srno") ON DELETE no action ON UPDATE no action;