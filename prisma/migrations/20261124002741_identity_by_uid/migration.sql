-- DropIndex
DROP INDEX "users_email_key";

-- DropIndex
DROP INDEX "orders_email_created_at_idx";

-- DropIndex
DROP INDEX "orders_user_id_idx";

-- A user recorded without a Firebase uid keeps their records, but no account can sign in as them.
UPDATE "users" SET "firebase_uid" = 'unlinked:' || "id" WHERE "firebase_uid" IS NULL;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "email_verified" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "signed_in_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ALTER COLUMN "firebase_uid" SET NOT NULL;

UPDATE "users" SET "signed_in_at" = "updated_at";

-- A profile picture is a web address or one of the shop's own; anything else is dropped.
UPDATE "users" SET "photo_url" = NULL
WHERE "photo_url" !~ '^(https?://|/(?!/))' OR "photo_url" ~ '[[:space:][:cntrl:]]';

-- CreateTable
CREATE TABLE "removed_accounts" (
    "firebase_uid" VARCHAR(128) NOT NULL,
    "removed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "removed_accounts_pkey" PRIMARY KEY ("firebase_uid")
);

-- CreateTable
CREATE TABLE "uploads" (
    "file_name" VARCHAR(64) NOT NULL,
    "user_id" UUID,
    "bytes" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "uploads_pkey" PRIMARY KEY ("file_name")
);

-- CreateIndex
CREATE INDEX "uploads_user_id_idx" ON "uploads"("user_id");

-- CreateIndex
CREATE INDEX "uploads_created_at_idx" ON "uploads"("created_at");

-- CreateIndex
CREATE INDEX "users_email_signed_in_at_idx" ON "users"("email", "signed_in_at" DESC);

-- CreateIndex
CREATE INDEX "orders_user_id_created_at_idx" ON "orders"("user_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

