-- Orders get the number people say (#1001 on), the customer's name and phone for the kitchen, and the time by which
-- the kitchen must answer them; a checkout keeps the phone its customer gave.

-- Orders placed before get their numbers in the order they were placed.
CREATE SEQUENCE "orders_number_seq" AS INTEGER START WITH 1001;
ALTER TABLE "orders" ADD COLUMN "number" INTEGER;
UPDATE "orders" o SET "number" = numbered.n
FROM (SELECT id, 1000 + row_number() OVER (ORDER BY created_at, id) AS n FROM "orders") numbered
WHERE o.id = numbered.id;
SELECT setval('"orders_number_seq"', coalesce((SELECT max("number") FROM "orders"), 1000) + 1, false);
ALTER TABLE "orders" ALTER COLUMN "number" SET DEFAULT nextval('"orders_number_seq"'),
                     ALTER COLUMN "number" SET NOT NULL;
ALTER SEQUENCE "orders_number_seq" OWNED BY "orders"."number";

ALTER TABLE "orders" ADD COLUMN "answer_by" TIMESTAMPTZ(3),
ADD COLUMN "customer_name" VARCHAR(100) NOT NULL DEFAULT '',
ADD COLUMN "phone" VARCHAR(32);

UPDATE "orders" o SET "customer_name" = u.name FROM "users" u WHERE o.user_id = u.id;
-- Orders still waiting keep the deadline they had: their time to accept from when they were placed.
UPDATE "orders" SET "answer_by" = created_at + make_interval(mins => (SELECT accept_within_minutes FROM shop_settings WHERE id = 1))
WHERE status = 'pending';

ALTER TABLE "checkouts" ADD COLUMN "phone" VARCHAR(32);

-- A card is held 7 days at most, and an order is charged when its kitchen accepts it: orders are taken 5 days ahead at most.
ALTER TABLE "shop_settings" ALTER COLUMN "days_ahead" SET DEFAULT 5;
UPDATE "shop_settings" SET "days_ahead" = LEAST("days_ahead", 5);
ALTER TABLE "shop_settings" DROP CONSTRAINT "shop_settings_rules_check";
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_rules_check" CHECK (
  ("pickup" OR "delivery")
  AND "slot_minutes" IN (5, 10, 15, 20, 30, 60)
  AND "kitchen_minutes_per_slot" BETWEEN 1 AND 6000
  AND "lead_minutes" BETWEEN 0 AND 1440
  AND "days_ahead" BETWEEN 0 AND 5
  AND "tax_rate" BETWEEN 0 AND 10000
);

CREATE UNIQUE INDEX "orders_number_key" ON "orders"("number");

CREATE INDEX "orders_status_answer_by_idx" ON "orders"("status", "answer_by");

-- A new checkout gives up the customer's unpaid holds as before, and now marks them settled (their payments are
-- cancelled at Stripe by the shop, and an order is never recorded for them) and answers their payment ids; the
-- checkout keeps the customer's phone.
DROP FUNCTION claim_checkout_slot(UUID, TIMESTAMPTZ[], INTEGER, INTEGER, UUID, INTEGER, INTEGER, VARCHAR, INTEGER, VARCHAR, JSONB, TEXT, JSONB, INTEGER, TIMESTAMPTZ, JSONB);
CREATE FUNCTION claim_checkout_slot(
    p_user_id UUID,
    p_slots TIMESTAMPTZ[],
    p_capacity_minutes INTEGER,
    p_lock_space INTEGER,
    p_promo_code_id UUID,
    p_promo_max_uses INTEGER,
    p_promo_max_uses_per_customer INTEGER,
    p_payment_intent_id VARCHAR,
    p_amount_cents INTEGER,
    p_currency VARCHAR,
    p_lines JSONB,
    p_fulfilment TEXT,
    p_address JSONB,
    p_load_minutes INTEGER,
    p_held_until TIMESTAMPTZ,
    p_bill JSONB,
    p_phone VARCHAR,
    OUT slot TIMESTAMPTZ,
    OUT refusal TEXT,
    OUT promo_uses INTEGER,
    OUT promo_uses_theirs INTEGER,
    OUT replaced VARCHAR[]
) LANGUAGE plpgsql AS $$
DECLARE
    candidate TIMESTAMPTZ;
    used INTEGER;
BEGIN
    BEGIN
        -- The customer's unpaid holds are given up (cut to the column's milliseconds, so not a moment after now()).
        WITH released AS (
            UPDATE checkouts SET held_until = date_trunc('milliseconds', now()), settled_at = now()
            WHERE user_id = p_user_id AND held_until > now()
            RETURNING payment_intent_id
        )
        SELECT coalesce(array_agg(payment_intent_id), '{}') INTO replaced FROM released;
        FOREACH candidate IN ARRAY p_slots LOOP
            -- A slot already full is passed by without its lock; one with room is counted again under it.
            SELECT coalesce(sum(c.load_minutes), 0) INTO used FROM checkouts c
            WHERE c.slot_starts_at = candidate AND (c.held_until IS NULL OR c.held_until > now());
            CONTINUE WHEN used + p_load_minutes > p_capacity_minutes;
            PERFORM pg_advisory_xact_lock(p_lock_space, floor(extract(epoch FROM candidate) / 60)::integer);
            SELECT coalesce(sum(c.load_minutes), 0) INTO used FROM checkouts c
            WHERE c.slot_starts_at = candidate AND (c.held_until IS NULL OR c.held_until > now());
            IF used + p_load_minutes <= p_capacity_minutes THEN
                slot := candidate;
                EXIT;
            END IF;
        END LOOP;
        IF slot IS NULL THEN
            RAISE EXCEPTION 'slot full';
        END IF;
        IF p_promo_code_id IS NOT NULL THEN
            PERFORM 1 FROM promo_codes WHERE id = p_promo_code_id FOR UPDATE;
            SELECT count(*)::integer, (count(*) FILTER (WHERE c.user_id = p_user_id))::integer INTO promo_uses, promo_uses_theirs
            FROM checkouts c
            WHERE c.promo_code_id = p_promo_code_id AND (c.held_until IS NULL OR (c.held_until > now() AND c.user_id <> p_user_id));
            IF (p_promo_max_uses IS NOT NULL AND promo_uses >= p_promo_max_uses)
                OR (p_promo_max_uses_per_customer IS NOT NULL AND promo_uses_theirs >= p_promo_max_uses_per_customer) THEN
                RAISE EXCEPTION 'promo code used up';
            END IF;
        END IF;
        INSERT INTO checkouts (id, payment_intent_id, user_id, amount_cents, currency, lines, fulfilment, address, slot_starts_at,
                               load_minutes, held_until, promo_code_id, bill, phone)
        VALUES (gen_random_uuid(), p_payment_intent_id, p_user_id, p_amount_cents, p_currency, p_lines, p_fulfilment::"Fulfilment",
                p_address, slot, p_load_minutes, p_held_until, p_promo_code_id,
                jsonb_set(p_bill, '{promisedAt}', to_jsonb(to_char(slot AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))), p_phone);
    EXCEPTION WHEN raise_exception THEN
        refusal := SQLERRM;
        slot := NULL;
        replaced := '{}';
    END;
END
$$;

-- Recording the order of a checkout whose hold lapsed (its payment reported late) takes its slot and its promo
-- code's use again, under the locks claim_checkout_slot takes and in its order, if they are still to be had;
-- otherwise it answers why not and changes nothing; a checkout replaced by a newer one is refused. A checkout still
-- held, or kept already, is left as it is.
CREATE FUNCTION keep_checkout_claims(p_checkout_id UUID, p_lock_space INTEGER, OUT refusal TEXT) LANGUAGE plpgsql AS $$
DECLARE
    held checkouts%ROWTYPE;
    promo promo_codes%ROWTYPE;
    used INTEGER;
    uses INTEGER;
    uses_theirs INTEGER;
BEGIN
    SELECT * INTO held FROM checkouts WHERE id = p_checkout_id FOR UPDATE;
    IF NOT FOUND OR held.held_until IS NULL OR held.held_until > now() THEN
        RETURN;
    END IF;
    IF held.settled_at IS NOT NULL THEN
        refusal := 'replaced';
        RETURN;
    END IF;
    IF held.slot_starts_at IS NOT NULL THEN
        PERFORM pg_advisory_xact_lock(p_lock_space, floor(extract(epoch FROM held.slot_starts_at) / 60)::integer);
        SELECT coalesce(sum(c.load_minutes), 0) INTO used FROM checkouts c
        WHERE c.slot_starts_at = held.slot_starts_at AND c.id <> held.id AND (c.held_until IS NULL OR c.held_until > now());
        IF used + held.load_minutes > (SELECT kitchen_minutes_per_slot FROM shop_settings WHERE id = 1) THEN
            refusal := 'slot full';
            RETURN;
        END IF;
    END IF;
    IF held.promo_code_id IS NOT NULL THEN
        SELECT * INTO promo FROM promo_codes WHERE id = held.promo_code_id FOR UPDATE;
        SELECT count(*)::integer, (count(*) FILTER (WHERE c.user_id = held.user_id))::integer INTO uses, uses_theirs
        FROM checkouts c
        WHERE c.promo_code_id = held.promo_code_id AND c.id <> held.id AND (c.held_until IS NULL OR c.held_until > now());
        IF (promo.max_uses IS NOT NULL AND uses >= promo.max_uses)
            OR (promo.max_uses_per_customer IS NOT NULL AND uses_theirs >= promo.max_uses_per_customer) THEN
            refusal := 'promo code used up';
            RETURN;
        END IF;
    END IF;
    UPDATE checkouts SET held_until = NULL WHERE id = held.id;
END
$$;
