-- A mandatory fee on every order (SB 478): its setting, and what each order paid of it.
ALTER TABLE "orders" ADD COLUMN     "service_fee_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "service_fee_name" VARCHAR(40);

ALTER TABLE "shop_settings" ADD COLUMN     "service_fee_cents" INTEGER,
ADD COLUMN     "service_fee_name" VARCHAR(40),
ADD COLUMN     "service_fee_purpose" VARCHAR(200),
ADD COLUMN     "service_fee_rate" INTEGER;


-- A fee is all there or not at all: a name and a purpose, and exactly one of a rate (basis points, up to 30 %) or an
-- amount (cents). An order's fee is never negative.
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_service_fee_whole"
  CHECK (
    ("service_fee_name" IS NULL AND "service_fee_purpose" IS NULL AND "service_fee_rate" IS NULL AND "service_fee_cents" IS NULL)
    OR ("service_fee_name" IS NOT NULL AND "service_fee_purpose" IS NOT NULL
        AND (("service_fee_rate" BETWEEN 1 AND 3000 AND "service_fee_cents" IS NULL)
          OR ("service_fee_cents" > 0 AND "service_fee_rate" IS NULL)))
  );
ALTER TABLE "orders" ADD CONSTRAINT "orders_service_fee_not_negative" CHECK ("service_fee_cents" >= 0);
