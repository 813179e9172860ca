-- CreateTable
CREATE TABLE "menu_category_translations" (
    "category_key" VARCHAR(30) NOT NULL,
    "language" VARCHAR(8) NOT NULL,
    "name" VARCHAR(40) NOT NULL,

    CONSTRAINT "menu_category_translations_pkey" PRIMARY KEY ("category_key","language")
);

-- CreateTable
CREATE TABLE "menu_item_translations" (
    "menu_item_id" UUID NOT NULL,
    "language" VARCHAR(8) NOT NULL,
    "name" VARCHAR(80),
    "recipe" VARCHAR(1000),

    CONSTRAINT "menu_item_translations_pkey" PRIMARY KEY ("menu_item_id","language")
);

-- CreateTable
CREATE TABLE "option_group_translations" (
    "group_id" UUID NOT NULL,
    "language" VARCHAR(8) NOT NULL,
    "name" VARCHAR(60) NOT NULL,

    CONSTRAINT "option_group_translations_pkey" PRIMARY KEY ("group_id","language")
);

-- CreateTable
CREATE TABLE "option_choice_translations" (
    "choice_id" UUID NOT NULL,
    "language" VARCHAR(8) NOT NULL,
    "name" VARCHAR(60) NOT NULL,

    CONSTRAINT "option_choice_translations_pkey" PRIMARY KEY ("choice_id","language")
);

-- AddForeignKey
ALTER TABLE "menu_category_translations" ADD CONSTRAINT "menu_category_translations_category_key_fkey" FOREIGN KEY ("category_key") REFERENCES "menu_categories"("key") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "menu_item_translations" ADD CONSTRAINT "menu_item_translations_menu_item_id_fkey" FOREIGN KEY ("menu_item_id") REFERENCES "menu_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "option_group_translations" ADD CONSTRAINT "option_group_translations_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "option_groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "option_choice_translations" ADD CONSTRAINT "option_choice_translations_choice_id_fkey" FOREIGN KEY ("choice_id") REFERENCES "option_choices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

