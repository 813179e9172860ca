-- CreateEnum
CREATE TYPE "BookingStatus" AS ENUM ('booked', 'confirmed', 'seated', 'completed', 'no-show', 'cancelled');

-- CreateEnum
CREATE TYPE "BookingSource" AS ENUM ('online', 'phone');

-- CreateEnum
CREATE TYPE "BookingEventKind" AS ENUM ('created', 'changed', 'status');

-- AlterTable
ALTER TABLE "outbox_emails" ADD COLUMN     "attachments" JSONB NOT NULL DEFAULT '[]';

-- CreateTable
CREATE TABLE "booking_rules" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "slot_minutes" INTEGER NOT NULL DEFAULT 30,
    "stays" JSONB NOT NULL DEFAULT '[{"upToParty":2,"minutes":90},{"upToParty":4,"minutes":105},{"upToParty":8,"minutes":120},{"upToParty":14,"minutes":150}]',
    "notice_minutes" INTEGER NOT NULL DEFAULT 60,
    "days_ahead" INTEGER NOT NULL DEFAULT 60,
    "last_seating_minutes" INTEGER NOT NULL DEFAULT 60,
    "confirm_minutes" INTEGER NOT NULL DEFAULT 30,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_rules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dining_tables" (
    "id" UUID NOT NULL,
    "name" VARCHAR(30) NOT NULL,
    "min_seats" INTEGER NOT NULL,
    "max_seats" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dining_tables_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "table_combinations" (
    "id" UUID NOT NULL,
    "table_ids" UUID[],
    "min_seats" INTEGER NOT NULL,
    "max_seats" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "table_combinations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bookings" (
    "id" UUID NOT NULL,
    "reference" VARCHAR(6) NOT NULL,
    "party_size" INTEGER NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "name" VARCHAR(80) NOT NULL,
    "phone" VARCHAR(24) NOT NULL,
    "email" VARCHAR(254),
    "notes" VARCHAR(500) NOT NULL DEFAULT '',
    "status" "BookingStatus" NOT NULL,
    "source" "BookingSource" NOT NULL DEFAULT 'online',
    "user_id" UUID,
    "confirm_by" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "bookings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "booking_tables" (
    "booking_id" UUID NOT NULL,
    "table_id" UUID NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "holding" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "booking_tables_pkey" PRIMARY KEY ("booking_id","table_id")
);

-- CreateTable
CREATE TABLE "booking_events" (
    "id" BIGINT NOT NULL DEFAULT nextval('order_events_id_seq'::regclass),
    "booking_id" UUID NOT NULL,
    "kind" "BookingEventKind" NOT NULL,
    "status" "BookingStatus" NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "dining_tables_name_key" ON "dining_tables"("name");

-- CreateIndex
CREATE UNIQUE INDEX "table_combinations_table_ids_key" ON "table_combinations"("table_ids");

-- CreateIndex
CREATE UNIQUE INDEX "bookings_reference_key" ON "bookings"("reference");

-- CreateIndex
CREATE INDEX "bookings_starts_at_idx" ON "bookings"("starts_at");

-- CreateIndex
CREATE INDEX "bookings_user_id_idx" ON "bookings"("user_id");

-- CreateIndex
CREATE INDEX "bookings_email_idx" ON "bookings"("email");

-- CreateIndex
CREATE INDEX "bookings_status_confirm_by_idx" ON "bookings"("status", "confirm_by");

-- CreateIndex
CREATE INDEX "booking_tables_table_id_starts_at_idx" ON "booking_tables"("table_id", "starts_at");

-- CreateIndex
CREATE INDEX "booking_events_at_idx" ON "booking_events"("at");

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_tables" ADD CONSTRAINT "booking_tables_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_tables" ADD CONSTRAINT "booking_tables_table_id_fkey" FOREIGN KEY ("table_id") REFERENCES "dining_tables"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Written by hand: what Prisma cannot describe.

-- No table is held twice at once: two holds on one table whose stays overlap cannot both be holding, whatever
-- the shop's code does and however many requests race (a hold is [starts_at, ends_at)).
CREATE EXTENSION IF NOT EXISTS btree_gist;
ALTER TABLE "booking_tables" ADD CONSTRAINT "booking_tables_no_overlap"
    EXCLUDE USING gist ("table_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("holding");

ALTER TABLE "dining_tables" ADD CONSTRAINT "dining_tables_seats" CHECK (1 <= "min_seats" AND "min_seats" <= "max_seats" AND "max_seats" <= 50);
ALTER TABLE "table_combinations" ADD CONSTRAINT "table_combinations_seats" CHECK (1 <= "min_seats" AND "min_seats" <= "max_seats" AND "max_seats" <= 50);
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_stay" CHECK ("starts_at" < "ends_at" AND "party_size" BETWEEN 1 AND 50);
ALTER TABLE "booking_tables" ADD CONSTRAINT "booking_tables_stay" CHECK ("starts_at" < "ends_at");

-- Seats a booking at the first of its candidate seatings (each a set of tables, best first) whose tables are all
-- free for [p_starts_at, p_ends_at), and answers that seating's tables, or NULL when none is free. The exclusion
-- constraint decides: a seating taken meanwhile by a concurrent booking fails its insert (the failure undoes only
-- that attempt) and the next one is tried.
CREATE FUNCTION claim_booking_tables(
    p_booking_id UUID,
    p_seatings JSONB,
    p_starts_at TIMESTAMPTZ,
    p_ends_at TIMESTAMPTZ
) RETURNS UUID[] LANGUAGE plpgsql AS $$
DECLARE
    seating JSONB;
    table_ids UUID[];
BEGIN
    FOR seating IN SELECT value FROM jsonb_array_elements(p_seatings) LOOP
        table_ids := ARRAY(SELECT jsonb_array_elements_text(seating)::UUID);
        -- A seating already held is passed over without an attempt; a concurrent hold is caught below.
        CONTINUE WHEN EXISTS (
            SELECT 1 FROM booking_tables
            WHERE table_id = ANY (table_ids) AND holding
              AND tstzrange(starts_at, ends_at, '[)') && tstzrange(p_starts_at, p_ends_at, '[)'));
        BEGIN
            INSERT INTO booking_tables (booking_id, table_id, starts_at, ends_at)
            SELECT p_booking_id, unnest(table_ids), p_starts_at, p_ends_at;
            RETURN table_ids;
        EXCEPTION WHEN exclusion_violation THEN
            NULL;
        END;
    END LOOP;
    RETURN NULL;
END;
$$;

-- The one row of the booking rules, with their defaults.
INSERT INTO "booking_rules" ("id") VALUES (1);
