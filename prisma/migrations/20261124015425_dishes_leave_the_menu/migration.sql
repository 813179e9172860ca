-- AlterTable
ALTER TABLE "menu_items" ADD COLUMN     "removed_at" TIMESTAMPTZ(3);

