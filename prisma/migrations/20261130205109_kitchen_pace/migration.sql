-- AlterEnum
ALTER TYPE "OrderEventKind" ADD VALUE 'overdue';

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "warn_at" TIMESTAMPTZ(3),
ADD COLUMN     "warned_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "shop_settings" ADD COLUMN     "auto_accept" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "extra_minutes" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "extra_until" TIMESTAMPTZ(3),
ADD COLUMN     "pause_until_resumed" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "paused_until" TIMESTAMPTZ(3),
ADD COLUMN     "warn_after_minutes" INTEGER NOT NULL DEFAULT 5;

-- CreateIndex
CREATE INDEX "orders_status_warn_at_idx" ON "orders"("status", "warn_at");


-- The warning comes halfway through the time to accept, as when the settings do not say.
UPDATE "shop_settings" SET "warn_after_minutes" = GREATEST(1, "accept_within_minutes" / 2);
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_warn_after_check" CHECK ("warn_after_minutes" BETWEEN 1 AND "accept_within_minutes");
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_extra_minutes_check" CHECK ("extra_minutes" BETWEEN 0 AND 60);
