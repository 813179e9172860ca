-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "taxes" JSONB;

