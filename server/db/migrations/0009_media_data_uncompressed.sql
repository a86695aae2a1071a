-- Custom SQL migration file, put your code below! --
-- JPEG and PNG bytes do not compress: storing them as they are saves the seed and every upload a futile try
-- (server/db/seed/media-copy.ts, docs/decisions/seed-photos.md).
ALTER TABLE "media" ALTER COLUMN "data" SET STORAGE EXTERNAL;
