-- Written by hand (drizzle-kit knows no triggers): every row a statement really changes in a table the shop's cached
-- answers and pages show sends the table's name on the channel `table_changed`; PostgreSQL folds the same name into one
-- notice per transaction and sends it only on commit. Each instance listens and drops the copies tagged with that
-- table, whatever made the change: a route, the hold sweeper, a webhook, an import, a script or psql
-- (docs/decisions/265). Rows, not statements: a statement that changes nothing (a sweep with nothing to release, an
-- update to the same values) announces nothing. A later migration announces another table with `announce_changes_of`.
CREATE FUNCTION "notify_table_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "announce_changes_of"("tbl" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION notify_table_changed()', tbl || '_written', tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_table_changed()', tbl || '_updated', tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()', tbl || '_truncated', tbl);
END $$;--> statement-breakpoint
SELECT "announce_changes_of"(t) FROM unnest(ARRAY['products', 'product_sizes', 'reviews', 'users', 'orders', 'refunds']) AS t;
