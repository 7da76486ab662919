CREATE TABLE "public_page_versions" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Servers keep each blog post's rendered page in memory (ADR 0217) and drop their copies when the `blog` version
-- moves. The version is moved by triggers rather than by the code that writes posts, so every write path (the
-- editor, publishing, deleting, a restore or a hand-made fix) makes every server show the change.
INSERT INTO "public_page_versions" ("name", "version") VALUES ('blog', 1);
--> statement-breakpoint
CREATE FUNCTION "public_page_versions_blog"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "public_page_versions" ("name", "version") VALUES ('blog', 1)
  ON CONFLICT ("name") DO UPDATE SET "version" = "public_page_versions"."version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "blog_posts_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts"
FOR EACH STATEMENT EXECUTE FUNCTION "public_page_versions_blog"();
--> statement-breakpoint
CREATE TRIGGER "blog_slug_history_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_slug_history"
FOR EACH STATEMENT EXECUTE FUNCTION "public_page_versions_blog"();
