-- Written by hand (drizzle-kit knows no storage settings): pictures are WebP, which does not compress, so PostgreSQL
-- keeps them out of line as they are instead of trying to compress each one first (docs/decisions/100). On the
-- embedded database that try ran on the one JavaScript thread, for every stored picture.
ALTER TABLE "images" ALTER COLUMN "data" SET STORAGE EXTERNAL;
