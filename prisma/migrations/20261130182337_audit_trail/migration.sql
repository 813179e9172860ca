-- CreateTable
CREATE TABLE "audit_entries" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_id" UUID,
    "actor_name" VARCHAR(100) NOT NULL,
    "actor_role" "Role" NOT NULL,
    "action" VARCHAR(40) NOT NULL,
    "subject_type" VARCHAR(20) NOT NULL,
    "subject_id" VARCHAR(64),
    "subject_name" VARCHAR(300) NOT NULL,
    "before" JSONB,
    "after" JSONB,

    CONSTRAINT "audit_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "audit_entries_at_idx" ON "audit_entries"("at" DESC);

-- CreateIndex
CREATE INDEX "audit_entries_action_at_idx" ON "audit_entries"("action", "at" DESC);

-- CreateIndex
CREATE INDEX "audit_entries_actor_id_at_idx" ON "audit_entries"("actor_id", "at" DESC);


-- The trail is append-only: what was written stays as it was.
CREATE FUNCTION audit_entries_are_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries are never changed or removed';
END;
$$;

CREATE TRIGGER audit_entries_are_kept
  BEFORE UPDATE OR DELETE ON "audit_entries"
  FOR EACH ROW EXECUTE FUNCTION audit_entries_are_kept();
