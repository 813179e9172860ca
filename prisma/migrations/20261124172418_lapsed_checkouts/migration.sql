-- AlterTable
ALTER TABLE "checkouts" ADD COLUMN     "settled_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "checkouts_settled_at_held_until_idx" ON "checkouts"("settled_at", "held_until");

