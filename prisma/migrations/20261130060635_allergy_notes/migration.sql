-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "allergy_note" VARCHAR(300);

-- AlterTable
ALTER TABLE "checkouts" ADD COLUMN     "allergy_note" VARCHAR(300);

-- The checkout keeps the customer's allergy note for the order; otherwise as before.
DROP FUNCTION claim_checkout_slot(UUID, TIMESTAMPTZ[], INTEGER, INTEGER, UUID, INTEGER, INTEGER, VARCHAR, INTEGER, VARCHAR, JSONB, TEXT, JSONB, INTEGER, TIMESTAMPTZ, JSONB, VARCHAR, VARCHAR);
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
                               load_minutes, held_until, promo_code_id, bill, phone, language, allergy_note)
        VALUES (gen_random_uuid(), p_payment_intent_id, p_user_id, p_amount_cents, p_currency, p_lines, p_fulfilment::"Fulfilment",
                p_address, slot, p_load_minutes, p_held_until, p_promo_code_id,
                jsonb_set(p_bill, '{promisedAt}', to_jsonb(to_char(slot AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))), p_phone, p_language, p_allergy_note);
    EXCEPTION WHEN raise_exception THEN
        refusal := SQLERRM;
        slot := NULL;
        replaced := '{}';
    END;
END
$$;

