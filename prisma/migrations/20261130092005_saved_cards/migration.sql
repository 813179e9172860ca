-- The Stripe customer that keeps the cards a user saved at checkout.
ALTER TABLE "users" ADD COLUMN     "stripe_customer_id" VARCHAR(255);

-- One user per Stripe customer.
CREATE UNIQUE INDEX "users_stripe_customer_id_key" ON "users"("stripe_customer_id");

