-- CreateTable
CREATE TABLE "rate_limits" (
    "key" VARCHAR(128) NOT NULL,
    "hits" INTEGER NOT NULL,
    "window_ends_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "rate_limits_window_ends_at_idx" ON "rate_limits"("window_ends_at");

