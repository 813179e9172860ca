-- One booking per e-mail address waits for its guest's confirmation at a time: a string of unconfirmed requests
-- from one address cannot hold the dining room's tables. An EXCLUDE constraint, as Prisma cannot write a partial
-- unique index; addresses are stored in lower case.

-- Where an address has several waiting already, the newest waits on and the others let their tables go.
WITH extra AS (
    SELECT id FROM (
        SELECT id, row_number() OVER (PARTITION BY "email" ORDER BY "created_at" DESC, id) AS n
        FROM "bookings" WHERE "status" = 'booked' AND "email" IS NOT NULL
    ) waiting WHERE n > 1
), released AS (
    UPDATE "booking_tables" SET "holding" = false WHERE "booking_id" IN (SELECT id FROM extra)
)
UPDATE "bookings" SET "status" = 'cancelled', "confirm_by" = NULL WHERE id IN (SELECT id FROM extra);

ALTER TABLE "bookings" ADD CONSTRAINT "bookings_one_waiting_per_email"
  EXCLUDE USING btree ("email" WITH =) WHERE ("status" = 'booked' AND "email" IS NOT NULL);
