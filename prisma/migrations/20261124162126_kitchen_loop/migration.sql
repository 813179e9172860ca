-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('authorised', 'captured', 'released', 'refunded', 'partly_refunded');

-- CreateEnum
CREATE TYPE "OrderEventKind" AS ENUM ('created', 'status', 'printed', 'payment');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "OrderStatus" ADD VALUE 'accepted' BEFORE 'preparing';
ALTER TYPE "OrderStatus" ADD VALUE 'rejected' BEFORE 'cancelled';

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "captured_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "payment_status" "PaymentStatus" NOT NULL DEFAULT 'authorised',
ADD COLUMN     "printed_at" TIMESTAMPTZ(3),
ADD COLUMN     "ready_at" TIMESTAMPTZ(3),
ADD COLUMN     "reason" VARCHAR(300),
ADD COLUMN     "refunded_cents" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "shop_settings" ADD COLUMN     "accept_within_minutes" INTEGER NOT NULL DEFAULT 10;

-- CreateTable
CREATE TABLE "order_events" (
    "id" BIGSERIAL NOT NULL,
    "order_id" UUID NOT NULL,
    "user_id" UUID,
    "kind" "OrderEventKind" NOT NULL,
    "status" "OrderStatus" NOT NULL,
    "note" VARCHAR(400),
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stripe_events" (
    "id" VARCHAR(255) NOT NULL,
    "type" VARCHAR(100) NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stripe_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "order_events_order_id_id_idx" ON "order_events"("order_id", "id");

-- CreateIndex
CREATE INDEX "order_events_user_id_id_idx" ON "order_events"("user_id", "id");

-- CreateIndex
CREATE INDEX "order_events_at_idx" ON "order_events"("at");

-- CreateIndex
CREATE INDEX "stripe_events_received_at_idx" ON "stripe_events"("received_at");

-- AddForeignKey
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Orders paid before the kitchen accepted them were charged at checkout: their whole amount is captured.
UPDATE "orders" SET "payment_status" = 'captured', "captured_cents" = "amount_cents";

-- Their timeline starts with what is known: when each was placed, and its status since its last change.
INSERT INTO "order_events" ("order_id", "user_id", "kind", "status", "at")
SELECT "id", "user_id", 'created', 'pending', "created_at" FROM "orders" ORDER BY "created_at", "id";
INSERT INTO "order_events" ("order_id", "user_id", "kind", "status", "at")
SELECT "id", "user_id", 'status', "status", "updated_at" FROM "orders" WHERE "status" <> 'pending' ORDER BY "updated_at", "id";

-- What PostgreSQL keeps whoever writes: nothing charged beyond the order, nothing refunded beyond the charge.
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_amounts_check" CHECK (
  "captured_cents" BETWEEN 0 AND "amount_cents" AND "refunded_cents" BETWEEN 0 AND "captured_cents"
);
ALTER TABLE "orders" ADD CONSTRAINT "orders_reason_check" CHECK ("reason" IS NULL OR char_length("reason") BETWEEN 1 AND 300);
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_accept_within_check" CHECK ("accept_within_minutes" BETWEEN 1 AND 120);
