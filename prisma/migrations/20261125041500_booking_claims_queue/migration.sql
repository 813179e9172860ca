-- Claims on a table queue behind one another instead of meeting in the exclusion constraint.
--
-- The constraint checks a hold by inserting it first and looking for overlaps after, so two bookings that insert
-- overlapping holds at the same instant each find the other's uncommitted hold and wait for the other: PostgreSQL
-- breaks that circle by aborting one of them (40P01, "deadlock detected"), and a pile-up of guests racing for the
-- last table makes a chain of such waits. Locking the candidate tables' rows first, every claim's in the one order
-- of their ids, makes the bookings that want a table take turns: each finds the holds of the one before committed,
-- passes that seating over, and never waits inside the constraint, which stays the guard of last resort.
CREATE OR REPLACE FUNCTION claim_booking_tables(
    p_booking_id UUID,
    p_seatings JSONB,
    p_starts_at TIMESTAMPTZ,
    p_ends_at TIMESTAMPTZ
) RETURNS UUID[] LANGUAGE plpgsql AS $$
DECLARE
    seating JSONB;
    table_ids UUID[];
BEGIN
    PERFORM 1 FROM dining_tables
    WHERE id IN (SELECT jsonb_array_elements_text(jsonb_array_elements(p_seatings))::UUID)
    ORDER BY id
    FOR NO KEY UPDATE;
    FOR seating IN SELECT value FROM jsonb_array_elements(p_seatings) LOOP
        table_ids := ARRAY(SELECT jsonb_array_elements_text(seating)::UUID);
        -- A seating already held is passed over without an attempt.
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

-- A booking's holds taken up again (a late no-show seated after all) queue the same way, behind the same locks.
CREATE FUNCTION hold_booking_tables_again(p_booking_id UUID) RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM dining_tables
    WHERE id IN (SELECT table_id FROM booking_tables WHERE booking_id = p_booking_id)
    ORDER BY id
    FOR NO KEY UPDATE;
    UPDATE booking_tables SET holding = true WHERE booking_id = p_booking_id;
END;
$$;
