-- AlterTable
ALTER TABLE "booking_rules" ADD COLUMN     "unconfirmed_party_max" INTEGER NOT NULL DEFAULT 8;

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "client_key" CHAR(64);

-- CreateIndex
CREATE INDEX "bookings_client_key_idx" ON "bookings"("client_key");


-- The contract bounds it; so does the database.
ALTER TABLE "booking_rules" ADD CONSTRAINT "booking_rules_unconfirmed_party_max_check" CHECK ("unconfirmed_party_max" BETWEEN 1 AND 50);
