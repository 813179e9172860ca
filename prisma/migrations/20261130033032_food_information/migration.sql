-- CreateEnum
CREATE TYPE "allergen" AS ENUM ('celery', 'gluten', 'crustaceans', 'eggs', 'fish', 'lupin', 'milk', 'molluscs', 'mustard', 'nuts', 'peanuts', 'sesame', 'soya', 'sulphites');

-- CreateEnum
CREATE TYPE "diet" AS ENUM ('vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'halal', 'kosher');

-- AlterTable
ALTER TABLE "menu_items" ADD COLUMN     "allergens" "allergen"[] DEFAULT ARRAY[]::"allergen"[],
ADD COLUMN     "diets" "diet"[] DEFAULT ARRAY[]::"diet"[],
ADD COLUMN     "kcal" INTEGER,
ADD COLUMN     "may_contain" "allergen"[] DEFAULT ARRAY[]::"allergen"[];

-- AlterTable
ALTER TABLE "option_choices" ADD COLUMN     "allergens" "allergen"[] DEFAULT ARRAY[]::"allergen"[],
ADD COLUMN     "kcal" INTEGER,
ADD COLUMN     "may_contain" "allergen"[] DEFAULT ARRAY[]::"allergen"[];

-- AlterTable
ALTER TABLE "order_lines" ADD COLUMN     "allergens" "allergen"[] DEFAULT ARRAY[]::"allergen"[],
ADD COLUMN     "may_contain" "allergen"[] DEFAULT ARRAY[]::"allergen"[];

