-- What the shop stores always fits its own contract: PostgreSQL keeps the rules of option groups, choices,
-- dish hours and sold-out marks too, so that no write from any path can store a rule no customer could meet.

-- A choice adds nothing or a price the contract allows; never a negative price.
ALTER TABLE "option_choices" ADD CONSTRAINT "option_choices_price_cents_check"
  CHECK ("price_cents" BETWEEN 0 AND 10000000);

-- A group asks for 0 to 50 choices, and at least as many at most as at least.
ALTER TABLE "option_groups" ADD CONSTRAINT "option_groups_choices_check"
  CHECK ("min_choices" BETWEEN 0 AND 50 AND "max_choices" BETWEEN 1 AND 50 AND "min_choices" <= "max_choices");

-- Hours are both set or both unset (a CHECK passes on NULL, so each half is said outright), minutes of a day,
-- and start when they do not end.
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_served_hours_check"
  CHECK (
    ("served_from" IS NULL) = ("served_until" IS NULL)
    AND ("served_from" IS NULL OR ("served_from" BETWEEN 0 AND 1439 AND "served_until" BETWEEN 0 AND 1439 AND "served_from" <> "served_until"))
  );

-- Only something sold out is sold out until a time.
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_sold_out_until_check"
  CHECK ("sold_out" OR "sold_out_until" IS NULL);
ALTER TABLE "option_choices" ADD CONSTRAINT "option_choices_sold_out_until_check"
  CHECK ("sold_out" OR "sold_out_until" IS NULL);
