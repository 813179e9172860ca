-- CreateTable
CREATE TABLE "outbox_emails" (
    "id" BIGSERIAL NOT NULL,
    "key" VARCHAR(200) NOT NULL,
    "to_address" VARCHAR(254) NOT NULL,
    "subject" VARCHAR(300) NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),
    "failed_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" VARCHAR(1000),

    CONSTRAINT "outbox_emails_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "outbox_emails_key_key" ON "outbox_emails"("key");

-- CreateIndex
CREATE INDEX "outbox_emails_sent_at_failed_at_next_attempt_at_idx" ON "outbox_emails"("sent_at", "failed_at", "next_attempt_at");


-- By hand: what PostgreSQL keeps true of every e-mail, whichever path writes it.
-- A key and an address are never empty, attempts never negative, and an e-mail is sent or given up, never both.
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_key_check" CHECK (length("key") > 0);
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_to_address_check" CHECK ("to_address" LIKE '%_@_%');
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_attempts_check" CHECK ("attempts" >= 0);
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_sent_or_failed_check" CHECK ("sent_at" IS NULL OR "failed_at" IS NULL);
