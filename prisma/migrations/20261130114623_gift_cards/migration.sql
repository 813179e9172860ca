-- CreateEnum
CREATE TYPE "GiftCardEntryKind" AS ENUM ('issued', 'topped_up', 'spent', 'refunded', 'voided');

-- What a gift card paid of an order, and what of that went back onto it.
ALTER TABLE "orders" ADD COLUMN     "gift_card_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "gift_card_id" UUID,
ADD COLUMN     "gift_card_refunded_cents" INTEGER NOT NULL DEFAULT 0;

-- The gift card a checkout holds, and how much of it.
ALTER TABLE "checkouts" ADD COLUMN     "gift_card_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "gift_card_id" UUID;

-- CreateTable
CREATE TABLE "gift_cards" (
    "id" UUID NOT NULL,
    "code" VARCHAR(16) NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "initial_cents" INTEGER NOT NULL,
    "recipient_email" VARCHAR(254),
    "recipient_name" VARCHAR(100),
    "sender_name" VARCHAR(100),
    "message" VARCHAR(500),
    "language" VARCHAR(8) NOT NULL DEFAULT 'en',
    "buyer_id" UUID,
    "payment_intent_id" VARCHAR(255),
    "issued_by" VARCHAR(254),
    "issued_at" TIMESTAMPTZ(3),
    "voided_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gift_cards_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gift_card_entries" (
    "id" UUID NOT NULL,
    "gift_card_id" UUID NOT NULL,
    "kind" "GiftCardEntryKind" NOT NULL,
    "cents" INTEGER NOT NULL,
    "order_id" UUID,
    "staff" VARCHAR(254),
    "note" VARCHAR(200),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gift_card_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "gift_cards_code_key" ON "gift_cards"("code");

-- CreateIndex
CREATE UNIQUE INDEX "gift_cards_payment_intent_id_key" ON "gift_cards"("payment_intent_id");

-- CreateIndex
CREATE INDEX "gift_cards_issued_at_idx" ON "gift_cards"("issued_at");

-- CreateIndex
CREATE INDEX "gift_card_entries_gift_card_id_created_at_idx" ON "gift_card_entries"("gift_card_id", "created_at");

-- CreateIndex
CREATE INDEX "checkouts_gift_card_id_idx" ON "checkouts"("gift_card_id");

-- AddForeignKey
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_gift_card_id_fkey" FOREIGN KEY ("gift_card_id") REFERENCES "gift_cards"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_buyer_id_fkey" FOREIGN KEY ("buyer_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_gift_card_id_fkey" FOREIGN KEY ("gift_card_id") REFERENCES "gift_cards"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- A gift card's code is sixteen letters and digits; what it is issued for is more than nothing.
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_code_format" CHECK (code ~ '^[A-Z0-9]{16}$'),
ADD CONSTRAINT "gift_cards_initial_positive" CHECK (initial_cents > 0);

-- An entry moves money one way, as its kind says: onto the card when issued, topped up or refunded, off it otherwise.
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_sign" CHECK (
    (kind IN ('issued', 'topped_up', 'refunded') AND cents > 0)
    OR (kind = 'spent' AND cents < 0)
    OR (kind = 'voided' AND cents <= 0)
);

-- A checkout's and an order's gift card part is within the bill, and only with a gift card.
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_gift_card_part" CHECK (
    gift_card_cents >= 0 AND gift_card_cents <= amount_cents AND (gift_card_id IS NULL) = (gift_card_cents = 0)
);
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card_part" CHECK (
    gift_card_cents >= 0 AND gift_card_cents <= amount_cents AND (gift_card_id IS NULL) = (gift_card_cents = 0)
    AND gift_card_refunded_cents >= 0 AND gift_card_refunded_cents <= gift_card_cents
);

-- The ledger is append-only: a correction is a new entry, never an edit.
CREATE FUNCTION gift_card_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'gift card entries are never changed or deleted';
END
$$;
CREATE TRIGGER gift_card_entries_append_only BEFORE UPDATE OR DELETE ON gift_card_entries
    FOR EACH ROW EXECUTE FUNCTION gift_card_entries_append_only();

-- What a gift card can still pay: its entries, less what checkouts in progress hold of it (but `p_except`'s), in one
-- snapshot. Called under the card's row lock by whatever spends it.
CREATE FUNCTION gift_card_available(p_gift_card_id UUID, p_except UUID) RETURNS INTEGER LANGUAGE sql STABLE AS $$
    SELECT ((SELECT coalesce(sum(e.cents), 0) FROM gift_card_entries e WHERE e.gift_card_id = p_gift_card_id)
        - (SELECT coalesce(sum(c.gift_card_cents), 0) FROM checkouts c
           WHERE c.gift_card_id = p_gift_card_id AND c.held_until > now() AND c.settled_at IS NULL
             AND c.id IS DISTINCT FROM p_except))::integer
$$;

-- The recording of an order spends what its checkout held of a gift card, under the card's lock: refused when the card
-- was voided meanwhile, or when the checkout's hold lapsed and others spent the card.
CREATE FUNCTION spend_gift_card(p_checkout_id UUID, p_order_id UUID, OUT refusal TEXT) LANGUAGE plpgsql AS $$
DECLARE
    held checkouts%ROWTYPE;
    card gift_cards%ROWTYPE;
BEGIN
    SELECT * INTO held FROM checkouts WHERE id = p_checkout_id;
    IF NOT FOUND OR held.gift_card_id IS NULL THEN
        RETURN;
    END IF;
    SELECT * INTO card FROM gift_cards WHERE id = held.gift_card_id FOR UPDATE;
    IF card.voided_at IS NOT NULL THEN
        refusal := 'gift card voided';
    ELSIF gift_card_available(card.id, held.id) < held.gift_card_cents THEN
        refusal := 'gift card spent';
    ELSE
        INSERT INTO gift_card_entries (id, gift_card_id, kind, cents, order_id)
        VALUES (gen_random_uuid(), card.id, 'spent', -held.gift_card_cents, p_order_id);
    END IF;
END
$$;

-- The checkout holds its gift card's part as it holds its slot and promo code: under the card's row lock (taken after
-- the slot's and the promo code's, always in this order), refused when the card cannot pay it; otherwise as before.
DROP FUNCTION claim_checkout_slot(UUID, TIMESTAMPTZ[], INTEGER, INTEGER, UUID, INTEGER, INTEGER, VARCHAR, INTEGER, VARCHAR, JSONB, TEXT, JSONB, INTEGER, TIMESTAMPTZ, JSONB, VARCHAR, VARCHAR, VARCHAR);
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
    p_language VARCHAR,
    p_allergy_note VARCHAR,
    p_gift_card_id UUID,
    p_gift_card_cents INTEGER,
    OUT slot TIMESTAMPTZ,
    OUT refusal TEXT,
    OUT promo_uses INTEGER,
    OUT promo_uses_theirs INTEGER,
    OUT gift_card_left INTEGER,
    OUT replaced VARCHAR[]
) LANGUAGE plpgsql AS $$
DECLARE
    candidate TIMESTAMPTZ;
    used INTEGER;
    card gift_cards%ROWTYPE;
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
        IF p_gift_card_id IS NOT NULL THEN
            SELECT * INTO card FROM gift_cards WHERE id = p_gift_card_id FOR UPDATE;
            gift_card_left := gift_card_available(p_gift_card_id, NULL);
            IF card.voided_at IS NOT NULL OR card.issued_at IS NULL THEN
                RAISE EXCEPTION 'gift card voided';
            END IF;
            IF gift_card_left < p_gift_card_cents THEN
                RAISE EXCEPTION 'gift card spent';
            END IF;
        END IF;
        INSERT INTO checkouts (id, payment_intent_id, user_id, amount_cents, currency, lines, fulfilment, address, slot_starts_at,
                               load_minutes, held_until, promo_code_id, bill, phone, language, allergy_note, gift_card_id,
                               gift_card_cents)
        VALUES (gen_random_uuid(), p_payment_intent_id, p_user_id, p_amount_cents, p_currency, p_lines, p_fulfilment::"Fulfilment",
                p_address, slot, p_load_minutes, p_held_until, p_promo_code_id,
                jsonb_set(p_bill, '{promisedAt}', to_jsonb(to_char(slot AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))), p_phone, p_language, p_allergy_note,
                p_gift_card_id, coalesce(p_gift_card_cents, 0));
    EXCEPTION WHEN raise_exception THEN
        refusal := SQLERRM;
        slot := NULL;
        replaced := '{}';
    END;
END
$$;
