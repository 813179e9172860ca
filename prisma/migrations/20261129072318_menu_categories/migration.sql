-- The menu's categories become the shop's own: a table in the shop's order, which staff add to, rename and reorder.
CREATE TABLE "menu_categories" (
    "key" VARCHAR(30) NOT NULL,
    "name" VARCHAR(40) NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "menu_categories_pkey" PRIMARY KEY ("key")
);


-- The categories every shop had, named as the menu's tabs named them; "popular" gets a tab of its own now.
INSERT INTO "menu_categories" ("key", "name", "position") VALUES
    ('salad', 'Salad', 0),
    ('pizza', 'Pizza', 1),
    ('soup', 'Soups', 2),
    ('dessert', 'Desserts', 3),
    ('drinks', 'Drinks', 4),
    ('popular', 'Popular', 5);

-- Each dish keeps its category, now a key of the table (its index stays).
ALTER TABLE "menu_items" ALTER COLUMN "category" TYPE VARCHAR(30) USING "category"::text;

DROP TYPE "MenuCategory";

ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_fkey" FOREIGN KEY ("category") REFERENCES "menu_categories"("key") ON DELETE RESTRICT ON UPDATE CASCADE;
