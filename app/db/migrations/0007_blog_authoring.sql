CREATE TABLE "blog_slug_history" (
	"slug" varchar(200) PRIMARY KEY NOT NULL,
	"post_srno" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setup_marks" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "bl_image_alt" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_slug_history" ADD CONSTRAINT "blog_slug_history_post_srno_blog_posts_bl_srno_fk" FOREIGN KEY ("post_srno") REFERENCES "public"."blog_posts"("bl_srno") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_slug_history_post_idx" ON "blog_slug_history" USING btree ("post_srno");