-- DropIndex
DROP INDEX "cart_lines_user_id_menu_item_id_key";

-- AlterTable
ALTER TABLE "menu_items" ADD COLUMN     "served_from" INTEGER,
ADD COLUMN     "served_until" INTEGER,
ADD COLUMN     "sold_out" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "sold_out_until" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "cart_lines" ADD COLUMN     "choice_key" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "choices" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "order_lines" ADD COLUMN     "choices" JSONB NOT NULL DEFAULT '[]';

-- CreateTable
CREATE TABLE "option_groups" (
    "id" UUID NOT NULL,
    "name" VARCHAR(60) NOT NULL,
    "min_choices" INTEGER NOT NULL,
    "max_choices" INTEGER NOT NULL,
    "allow_repeats" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "option_groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "option_choices" (
    "id" UUID NOT NULL,
    "group_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "name" VARCHAR(60) NOT NULL,
    "price_cents" INTEGER NOT NULL,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "sold_out" BOOLEAN NOT NULL DEFAULT false,
    "sold_out_until" TIMESTAMPTZ(3),

    CONSTRAINT "option_choices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "menu_item_option_groups" (
    "menu_item_id" UUID NOT NULL,
    "group_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "menu_item_option_groups_pkey" PRIMARY KEY ("menu_item_id","group_id")
);

-- CreateIndex
CREATE INDEX "option_groups_name_idx" ON "option_groups"("name");

-- CreateIndex
CREATE INDEX "option_choices_group_id_position_idx" ON "option_choices"("group_id", "position");

-- CreateIndex
CREATE INDEX "menu_item_option_groups_group_id_idx" ON "menu_item_option_groups"("group_id");

-- CreateIndex
CREATE UNIQUE INDEX "cart_lines_user_id_menu_item_id_choice_key_key" ON "cart_lines"("user_id", "menu_item_id", "choice_key");

-- AddForeignKey
ALTER TABLE "option_choices" ADD CONSTRAINT "option_choices_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "option_groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "menu_item_option_groups" ADD CONSTRAINT "menu_item_option_groups_menu_item_id_fkey" FOREIGN KEY ("menu_item_id") REFERENCES "menu_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "menu_item_option_groups" ADD CONSTRAINT "menu_item_option_groups_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "option_groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

