-- Adds sent with an Idempotency-Key: a repeat of the key answers the first add's answer and adds nothing.
-- A customer's keys older than a day are deleted when they next add with one, found through the key's first column.
CREATE TABLE "cart_adds" (
    "user_id" UUID NOT NULL,
    "key" VARCHAR(255) NOT NULL,
    "request_hash" CHAR(64) NOT NULL,
    "response" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cart_adds_pkey" PRIMARY KEY ("user_id","key")
);

ALTER TABLE "cart_adds" ADD CONSTRAINT "cart_adds_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
