-- CreateEnum
CREATE TYPE "Fulfilment" AS ENUM ('pickup', 'delivery');

-- AlterTable
ALTER TABLE "menu_items" ADD COLUMN     "prep_minutes" INTEGER NOT NULL DEFAULT 10;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "address" JSONB,
ADD COLUMN     "delivery_fee_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "delivery_zone" VARCHAR(60),
ADD COLUMN     "discount_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "fulfilment" "Fulfilment" NOT NULL DEFAULT 'pickup',
ADD COLUMN     "promised_at" TIMESTAMPTZ(3),
ADD COLUMN     "promo_code" VARCHAR(32),
ADD COLUMN     "subtotal_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "tax_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "tax_included" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "tip_cents" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "checkouts" ADD COLUMN     "address" JSONB,
ADD COLUMN     "bill" JSONB,
ADD COLUMN     "fulfilment" "Fulfilment" NOT NULL DEFAULT 'pickup',
ADD COLUMN     "held_until" TIMESTAMPTZ(3),
ADD COLUMN     "load_minutes" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "promo_code_id" UUID,
ADD COLUMN     "slot_starts_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "shop_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "pickup" BOOLEAN NOT NULL DEFAULT true,
    "delivery" BOOLEAN NOT NULL DEFAULT false,
    "slot_minutes" INTEGER NOT NULL DEFAULT 15,
    "kitchen_minutes_per_slot" INTEGER NOT NULL DEFAULT 120,
    "lead_minutes" INTEGER NOT NULL DEFAULT 20,
    "days_ahead" INTEGER NOT NULL DEFAULT 7,
    "weekly_hours" JSONB NOT NULL DEFAULT '[{"day":"monday","opens":"00:00","closes":"00:00"},{"day":"tuesday","opens":"00:00","closes":"00:00"},{"day":"wednesday","opens":"00:00","closes":"00:00"},{"day":"thursday","opens":"00:00","closes":"00:00"},{"day":"friday","opens":"00:00","closes":"00:00"},{"day":"saturday","opens":"00:00","closes":"00:00"},{"day":"sunday","opens":"00:00","closes":"00:00"}]',
    "special_days" JSONB NOT NULL DEFAULT '[]',
    "tips_enabled" BOOLEAN NOT NULL DEFAULT true,
    "tip_presets" INTEGER[] DEFAULT ARRAY[0, 10, 15, 20]::INTEGER[],
    "custom_tips" BOOLEAN NOT NULL DEFAULT true,
    "tax_rate" INTEGER NOT NULL DEFAULT 0,
    "category_tax_rates" JSONB NOT NULL DEFAULT '{}',
    "prices_include_tax" BOOLEAN NOT NULL DEFAULT false,
    "delivery_fee_taxed" BOOLEAN NOT NULL DEFAULT false,
    "tip_taxed" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "shop_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "delivery_zones" (
    "id" UUID NOT NULL,
    "name" VARCHAR(60) NOT NULL,
    "postcodes" TEXT[],
    "center_latitude" DOUBLE PRECISION,
    "center_longitude" DOUBLE PRECISION,
    "radius_meters" INTEGER,
    "fee_cents" INTEGER NOT NULL,
    "minimum_cents" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "delivery_zones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "promo_codes" (
    "id" UUID NOT NULL,
    "code" VARCHAR(32) NOT NULL,
    "description" VARCHAR(120),
    "percent_off" INTEGER,
    "amount_off_cents" INTEGER,
    "minimum_subtotal_cents" INTEGER NOT NULL DEFAULT 0,
    "valid_from" TIMESTAMPTZ(3),
    "valid_until" TIMESTAMPTZ(3),
    "fulfilment" "Fulfilment",
    "max_uses" INTEGER,
    "max_uses_per_customer" INTEGER,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "promo_codes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes"("code");

-- CreateIndex
CREATE INDEX "checkouts_slot_starts_at_idx" ON "checkouts"("slot_starts_at");

-- CreateIndex
CREATE INDEX "checkouts_promo_code_id_user_id_idx" ON "checkouts"("promo_code_id", "user_id");

-- AddForeignKey
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_promo_code_id_fkey" FOREIGN KEY ("promo_code_id") REFERENCES "promo_codes"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Orders placed before bills had parts were their subtotal, nothing more.
UPDATE "orders" SET "subtotal_cents" = "amount_cents";

-- The shop's one settings row: pickup only, open every day all day, untaxed, until an administrator says otherwise.
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_one_row_check" CHECK ("id" = 1);
INSERT INTO "shop_settings" ("id") VALUES (1);

-- What the shop stores fits its own contract.
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_rules_check" CHECK (
  ("pickup" OR "delivery")
  AND "slot_minutes" IN (5, 10, 15, 20, 30, 60)
  AND "kitchen_minutes_per_slot" BETWEEN 1 AND 6000
  AND "lead_minutes" BETWEEN 0 AND 1440
  AND "days_ahead" BETWEEN 0 AND 30
  AND "tax_rate" BETWEEN 0 AND 10000
);
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_prep_minutes_check" CHECK ("prep_minutes" BETWEEN 1 AND 240);
-- A zone is a list of postcodes or a circle, never both or neither (each half said outright: a CHECK passes on NULL).
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_area_check" CHECK (
  (coalesce(cardinality("postcodes"), 0) > 0 AND "radius_meters" IS NULL AND "center_latitude" IS NULL AND "center_longitude" IS NULL)
  OR (coalesce(cardinality("postcodes"), 0) = 0 AND "radius_meters" IS NOT NULL AND "center_latitude" IS NOT NULL AND "center_longitude" IS NOT NULL)
);
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_money_check" CHECK (
  "fee_cents" BETWEEN 0 AND 100000 AND "minimum_cents" BETWEEN 0 AND 10000000
);
-- A promo code takes a percentage or an amount off, never both or neither.
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_discount_check" CHECK (
  ("percent_off" IS NULL) <> ("amount_off_cents" IS NULL)
  AND ("percent_off" IS NULL OR "percent_off" BETWEEN 1 AND 100)
  AND ("amount_off_cents" IS NULL OR "amount_off_cents" BETWEEN 1 AND 10000000)
  AND ("valid_from" IS NULL OR "valid_until" IS NULL OR "valid_from" < "valid_until")
  AND ("max_uses" IS NULL OR "max_uses" >= 1)
  AND ("max_uses_per_customer" IS NULL OR "max_uses_per_customer" >= 1)
);
-- Every part of a bill is whole cents and never negative.
ALTER TABLE "orders" ADD CONSTRAINT "orders_bill_check" CHECK (
  "subtotal_cents" >= 0 AND "discount_cents" >= 0 AND "delivery_fee_cents" >= 0 AND "tip_cents" >= 0 AND "tax_cents" >= 0
);
