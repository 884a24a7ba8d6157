/*
 * The starter catalogue as compact data. This file imports nothing on purpose:
 * tools/generate-product-images.mjs transpiles and reads it too, so the packshots and the rows
 * can never drift apart. catalog.seed-rows.ts turns it into table rows.
 * Append new products at the end: SKUs are numbered by position.
 */

export type SeedSpecies = 'dog' | 'cat';
export type SeedStage = 'puppy' | 'kitten' | 'adult' | 'senior';
export type SeedForm = 'dry-food' | 'canned-food' | 'tray-food' | 'pouch-food' | 'treats';
/** Badge names as merchandisers tag them; 'new' is shown as brand-new (SPEC §2). */
export type SeedBadge =
  | 'best-seller'
  | 'featured'
  | 'back-in-stock'
  | 'new'
  | 'new-innovation'
  | 'new-formula'
  | 'new-flavor'
  | 'new-look'
  | 'discontinued-soon';

export interface SeedSize {
  label: string;
  /** Shipping weight of the whole variant (a case weighs all its cans). */
  weight: number;
  unit: 'lb' | 'oz';
}

export interface SeedFlavor {
  name: string;
  badges: SeedBadge[];
}

export interface SeedProduct {
  handle: string;
  /** The name on the pack; the title adds species and form. */
  name: string;
  species: SeedSpecies;
  stage: SeedStage;
  form: SeedForm;
  line?: string;
  /** Defaults to the food line, or the treats line for treats. */
  brand?: string;
  flavors: (string | SeedFlavor)[];
  sizes: keyof typeof SEED_SIZES;
  /** Price in cents per size, in the order of the size preset. */
  prices: number[];
  /** Was-price in cents per size; null where the variant is at full price. */
  compareAt?: (number | null)[];
  /** Badges on every variant of the product. */
  badges?: SeedBadge[];
  /** Size labels currently not available. */
  soldOut?: string[];
  /** What sets this recipe apart; opens the description. */
  benefit: string;
  /** ISO date; later means newer in the 'newest' sort. */
  published?: string;
}

const pack = (oz: number, count: number): SeedSize => ({
  label: `${oz} oz, ${count} Pack`,
  weight: Math.round(oz * count * 100) / 100,
  unit: 'oz',
});
const lb = (weight: number): SeedSize => ({ label: `${weight} lb`, weight, unit: 'lb' });
const oz = (weight: number): SeedSize => ({ label: `${weight} oz`, weight, unit: 'oz' });

export const SEED_SIZES = {
  dogDry: [lb(4), lb(15), lb(30)],
  dogDryLarge: [lb(15), lb(30), lb(35)],
  dogDrySmall: [lb(4.5), lb(15)],
  dogDryRx: [lb(8.5), lb(27.5)],
  catDry: [lb(3.5), lb(7), lb(15.5)],
  catDrySmall: [lb(3.5), lb(7)],
  catDryRx: [lb(4), lb(8.5)],
  dogCan: [pack(5.5, 24), pack(13, 12)],
  catCan: [pack(2.9, 24), pack(5.5, 24)],
  tray: [pack(3.5, 12), pack(3.5, 24)],
  pouch: [pack(2.8, 12), pack(2.8, 24)],
  dogTreats: [oz(8), oz(16)],
  catTreats: [oz(3), oz(8)],
} satisfies Record<string, SeedSize[]>;

export const SEED_BRANDS = [
  { handle: 'pet-nutrition', name: 'Pet Nutrition', line: 'food', thirdParty: false },
  { handle: 'pet-nutrition-treats', name: 'Pet Nutrition Treats', line: 'treats', thirdParty: false },
  { handle: 'wholesome-paws', name: 'Wholesome Paws', line: 'third-party', thirdParty: true },
  { handle: 'ocean-harvest', name: 'Ocean Harvest', line: 'third-party', thirdParty: true },
] as const;

export const SEED_SPECIES = [
  { handle: 'dog', label: 'Dog' },
  { handle: 'cat', label: 'Cat' },
] as const;

export const SEED_LIFE_STAGES = [
  { handle: 'puppy', label: 'Puppy', species: 'dog' },
  { handle: 'kitten', label: 'Kitten', species: 'cat' },
  { handle: 'adult', label: 'Adult', species: null },
  { handle: 'senior', label: 'Senior', species: null },
] as const;

/** `title` is how the form reads in a product title, e.g. 'Dry Dog Food'. */
export const SEED_FOOD_FORMS = [
  { handle: 'dry-food', label: 'Dry Food', optionValue: 'Dry', wet: false, title: 'Dry {Species} Food' },
  {
    handle: 'canned-food',
    label: 'Canned Food',
    optionValue: 'Canned',
    wet: true,
    title: 'Canned {Species} Food',
  },
  { handle: 'tray-food', label: 'Tray Food', optionValue: 'Tray', wet: true, title: '{Species} Food Trays' },
  {
    handle: 'pouch-food',
    label: 'Pouch Food',
    optionValue: 'Pouch',
    wet: true,
    title: '{Species} Food Pouches',
  },
  { handle: 'treats', label: 'Treats', optionValue: 'Treats', wet: false, title: '{Species} Treats' },
] as const;

export const SEED_PRODUCT_LINES = [
  { handle: 'everyday-nutrition', name: 'Everyday Nutrition' },
  { handle: 'small-paws', name: 'Small Paws' },
  { handle: 'sensitive-care', name: 'Sensitive Care' },
  { handle: 'perfect-weight', name: 'Perfect Weight' },
  { handle: 'prescription-diet', name: 'Prescription Diet' },
] as const;

const EVERYDAY = 'everyday-nutrition';
const SMALL = 'small-paws';
const SENSITIVE = 'sensitive-care';
const WEIGHT = 'perfect-weight';
const RX = 'prescription-diet';

// One product a line reads better than Prettier's one field a line.
// prettier-ignore
export const SEED_PRODUCTS: SeedProduct[] = [
  // Dog dry food
  { handle: 'dog-puppy-chicken-brown-rice-dry', name: 'Puppy Chicken & Brown Rice Recipe', species: 'dog', stage: 'puppy', form: 'dry-food', line: EVERYDAY, flavors: ['Chicken & Brown Rice', 'Lamb & Brown Rice'], sizes: 'dogDry', prices: [2299, 5999, 8499], badges: ['best-seller'], benefit: 'Clinically proven antioxidants and vitamins C and E support a developing immune system.' },
  { handle: 'dog-puppy-large-breed-chicken-oats-dry', name: 'Puppy Large Breed Chicken Meal & Oats', species: 'dog', stage: 'puppy', form: 'dry-food', line: EVERYDAY, flavors: ['Chicken Meal & Oats'], sizes: 'dogDryLarge', prices: [5999, 8799, 9699], benefit: 'Controlled calcium levels support the steady bone growth large breeds need.' },
  { handle: 'dog-puppy-small-paws-chicken-rice-dry', name: 'Puppy Small Paws Chicken Meal, Barley & Brown Rice', species: 'dog', stage: 'puppy', form: 'dry-food', line: SMALL, flavors: ['Chicken Meal, Barley & Brown Rice'], sizes: 'dogDrySmall', prices: [2499, 5899], badges: ['new'], published: '2025-09-15', benefit: 'Mini kibble sized for tiny mouths and fast-growing small-breed puppies.' },
  { handle: 'dog-adult-chicken-barley-dry', name: 'Adult Chicken & Barley Recipe', species: 'dog', stage: 'adult', form: 'dry-food', line: EVERYDAY, flavors: ['Chicken & Barley', 'Lamb Meal & Brown Rice', { name: 'Beef & Brown Rice', badges: ['new-flavor'] }], sizes: 'dogDry', prices: [2199, 5799, 8299], compareAt: [null, 6299, 8999], badges: ['best-seller'], benefit: 'Everyday nutrition with high-quality protein for lean muscle and omega-6 for a glossy coat.' },
  { handle: 'dog-adult-large-breed-chicken-barley-dry', name: 'Adult Large Breed Chicken & Barley Recipe', species: 'dog', stage: 'adult', form: 'dry-food', line: EVERYDAY, flavors: ['Chicken & Barley'], sizes: 'dogDryLarge', prices: [5799, 8499, 9299], benefit: 'Glucosamine and chondroitin from natural sources support healthy joints in big dogs.' },
  { handle: 'dog-adult-small-paws-chicken-rice-dry', name: 'Adult Small Paws Chicken Meal & Rice', species: 'dog', stage: 'adult', form: 'dry-food', line: SMALL, flavors: ['Chicken Meal & Rice'], sizes: 'dogDrySmall', prices: [2399, 5599], badges: ['featured'], benefit: 'Small kibble with a precise balance of nutrients for the energy needs of toy and small breeds.' },
  { handle: 'dog-adult-sensitive-stomach-skin-salmon-dry', name: 'Sensitive Stomach & Skin Salmon & Barley', species: 'dog', stage: 'adult', form: 'dry-food', line: SENSITIVE, flavors: ['Salmon & Barley', 'Chicken & Barley'], sizes: 'dogDry', prices: [2599, 6499, 9199], badges: ['best-seller'], benefit: 'Prebiotic fibre feeds beneficial gut bacteria, and vitamin E nourishes skin and coat.' },
  { handle: 'dog-adult-perfect-weight-chicken-dry', name: 'Perfect Weight Chicken Recipe', species: 'dog', stage: 'adult', form: 'dry-food', line: WEIGHT, flavors: ['Chicken'], sizes: 'dogDry', prices: [2599, 6299, 8999], badges: ['new-formula'], benefit: 'Over 70% of dogs lost weight within 10 weeks in a feeding study.' },
  { handle: 'dog-adult-oral-care-chicken-dry', name: 'Adult Oral Care Chicken, Rice & Barley', species: 'dog', stage: 'adult', form: 'dry-food', line: EVERYDAY, flavors: ['Chicken, Rice & Barley'], sizes: 'dogDry', prices: [2499, 6199, 8799], badges: ['new-look'], benefit: 'Interlocking fibre technology scrubs teeth as your dog chews, reducing plaque and tartar.' },
  { handle: 'dog-adult-grain-free-chicken-potato-dry', name: 'Adult Grain Free Chicken & Potato', species: 'dog', stage: 'adult', form: 'dry-food', line: EVERYDAY, flavors: ['Chicken & Potato'], sizes: 'dogDry', prices: [2599, 6399, 8999], compareAt: [2999, 6999, 9699], badges: ['discontinued-soon'], benefit: 'A grain-free recipe with real chicken as the first ingredient.' },
  { handle: 'dog-senior-7-chicken-rice-barley-dry', name: 'Senior 7+ Chicken Meal, Rice & Barley', species: 'dog', stage: 'senior', form: 'dry-food', line: EVERYDAY, flavors: ['Chicken Meal, Rice & Barley', 'Lamb Meal & Brown Rice'], sizes: 'dogDry', prices: [2299, 5999, 8599], benefit: 'Balanced minerals support heart and kidney health in older dogs.' },
  { handle: 'dog-senior-vitality-chicken-rice-dry', name: 'Senior Vitality 11+ Chicken & Rice', species: 'dog', stage: 'senior', form: 'dry-food', line: EVERYDAY, flavors: ['Chicken & Rice'], sizes: 'dogDry', prices: [2799, 6599, 9299], badges: ['new-innovation'], published: '2025-10-01', benefit: 'Our antioxidant blend with L-carnitine helps renew energy and interest in play.' },
  { handle: 'dog-senior-small-paws-chicken-barley-dry', name: 'Senior Small Paws Chicken Meal & Barley', species: 'dog', stage: 'senior', form: 'dry-food', line: SMALL, flavors: ['Chicken Meal & Barley'], sizes: 'dogDrySmall', prices: [2499, 5699], benefit: 'Easy-to-chew mini kibble for small dogs in their golden years.' },
  { handle: 'dog-adult-healthy-mobility-chicken-dry', name: 'Healthy Mobility Chicken Meal, Brown Rice & Barley', species: 'dog', stage: 'adult', form: 'dry-food', line: EVERYDAY, flavors: ['Chicken Meal, Brown Rice & Barley'], sizes: 'dogDryLarge', prices: [6399, 8999, 9799], badges: ['back-in-stock'], benefit: 'EPA from fish oil and glucosamine support mobility in as little as 21 days.' },
  // Dog prescription dry food
  { handle: 'dog-rx-kidney-care-chicken-dry', name: 'Prescription Diet Kidney Care Chicken Flavor', species: 'dog', stage: 'adult', form: 'dry-food', line: RX, flavors: ['Chicken'], sizes: 'dogDryRx', prices: [4699, 10999], benefit: 'Controlled phosphorus and reduced sodium help protect vital kidney function.' },
  { handle: 'dog-rx-digestive-care-chicken-dry', name: 'Prescription Diet Digestive Care Chicken Flavor', species: 'dog', stage: 'adult', form: 'dry-food', line: RX, flavors: ['Chicken'], sizes: 'dogDryRx', prices: [4599, 10799], badges: ['best-seller'], benefit: 'Highly digestible with ginger and prebiotic fibre to settle an upset stomach.' },
  { handle: 'dog-rx-metabolic-weight-chicken-dry', name: 'Prescription Diet Metabolic Weight Management Chicken Flavor', species: 'dog', stage: 'adult', form: 'dry-food', line: RX, flavors: ['Chicken'], sizes: 'dogDryRx', prices: [4899, 11299], benefit: "Works with your dog's unique metabolism to burn fat and keep a healthy weight." },
  { handle: 'dog-rx-joint-care-chicken-dry', name: 'Prescription Diet Joint Care Chicken Flavor', species: 'dog', stage: 'senior', form: 'dry-food', line: RX, flavors: ['Chicken'], sizes: 'dogDryRx', prices: [4999, 11499], benefit: 'High levels of omega-3 fatty acids help improve mobility and ease stiff joints.' },
  { handle: 'dog-rx-urinary-care-chicken-dry', name: 'Prescription Diet Urinary Care Chicken Flavor', species: 'dog', stage: 'adult', form: 'dry-food', line: RX, flavors: ['Chicken'], sizes: 'dogDryRx', prices: [4799, 11099], benefit: 'Reduced magnesium and phosphorus help dissolve struvite stones.' },
  { handle: 'dog-rx-food-sensitivities-soy-dry', name: 'Prescription Diet Food Sensitivities Hydrolyzed Soy', species: 'dog', stage: 'adult', form: 'dry-food', line: RX, flavors: ['Hydrolyzed Soy'], sizes: 'dogDryRx', prices: [5299, 11999], badges: ['new-formula'], benefit: 'Hydrolysed protein avoids triggering adverse food reactions.' },
  { handle: 'dog-rx-digestive-care-puppy-chicken-dry', name: 'Prescription Diet Digestive Care Puppy Chicken Flavor', species: 'dog', stage: 'puppy', form: 'dry-food', line: RX, flavors: ['Chicken'], sizes: 'dogDryRx', prices: [4599, 10799], benefit: 'Gentle, highly digestible nutrition for puppies recovering from tummy trouble.' },
  // Dog canned food
  { handle: 'dog-puppy-chicken-barley-entree-canned', name: 'Puppy Chicken & Barley Entrée', species: 'dog', stage: 'puppy', form: 'canned-food', line: EVERYDAY, flavors: ['Chicken & Barley'], sizes: 'dogCan', prices: [4799, 4299], benefit: 'A smooth loaf packed with protein for growing muscles.' },
  { handle: 'dog-adult-savory-stew-canned', name: 'Adult Savory Stew', species: 'dog', stage: 'adult', form: 'canned-food', line: EVERYDAY, flavors: ['Chicken & Vegetables', 'Beef & Vegetables', 'Turkey & Rice'], sizes: 'dogCan', prices: [4799, 4399], badges: ['best-seller'], benefit: 'Chunky stew with real vegetables in a rich gravy dogs love.' },
  { handle: 'dog-adult-chicken-barley-entree-canned', name: 'Adult Chicken & Barley Entrée', species: 'dog', stage: 'adult', form: 'canned-food', line: EVERYDAY, flavors: ['Chicken & Barley'], sizes: 'dogCan', prices: [4599, 4199], badges: ['featured'], benefit: 'A classic loaf to serve alone or mixed with kibble.' },
  { handle: 'dog-senior-healthy-cuisine-chicken-stew-canned', name: 'Senior 7+ Healthy Cuisine Roasted Chicken, Carrots & Spinach Stew', species: 'dog', stage: 'senior', form: 'canned-food', line: EVERYDAY, flavors: ['Roasted Chicken, Carrots & Spinach'], sizes: 'dogCan', prices: [4999, 4599], benefit: 'Tender roasted chicken with carrots and spinach, easy on older teeth.' },
  { handle: 'dog-adult-sensitive-stomach-salmon-entree-canned', name: 'Sensitive Stomach & Skin Salmon & Vegetable Entrée', species: 'dog', stage: 'adult', form: 'canned-food', line: SENSITIVE, flavors: ['Salmon & Vegetable'], sizes: 'dogCan', prices: [5199, 4799], benefit: 'Gentle on digestion with pumpkin and omega-3 rich salmon.' },
  { handle: 'dog-adult-perfect-weight-chicken-stew-canned', name: 'Perfect Weight Vegetable & Chicken Stew', species: 'dog', stage: 'adult', form: 'canned-food', line: WEIGHT, flavors: ['Vegetable & Chicken'], sizes: 'dogCan', prices: [4999, 4599], compareAt: [5499, null], benefit: 'Satisfying, lower-calorie stew that keeps dogs full between meals.' },
  { handle: 'dog-rx-kidney-care-chicken-stew-canned', name: 'Prescription Diet Kidney Care Chicken & Vegetable Stew', species: 'dog', stage: 'adult', form: 'canned-food', line: RX, flavors: ['Chicken & Vegetable'], sizes: 'dogCan', prices: [5699, 5299], benefit: 'Therapeutic stew with controlled phosphorus for kidney support.' },
  { handle: 'dog-rx-digestive-care-chicken-stew-canned', name: 'Prescription Diet Digestive Care Chicken & Vegetable Stew', species: 'dog', stage: 'adult', form: 'canned-food', line: RX, flavors: ['Chicken & Vegetable'], sizes: 'dogCan', prices: [5799, 5399], benefit: 'Soothing, highly digestible stew with electrolytes to replace losses.' },
  { handle: 'dog-rx-metabolic-weight-chicken-canned', name: 'Prescription Diet Metabolic Weight Management Chicken Flavor', species: 'dog', stage: 'adult', form: 'canned-food', line: RX, flavors: ['Chicken'], sizes: 'dogCan', prices: [5999, 5599], benefit: 'Helps prevent weight regain once a healthy weight is reached.' },
  // Dog trays and pouches
  { handle: 'dog-adult-small-paws-savory-entrees-tray', name: 'Small Paws Savory Entrées', species: 'dog', stage: 'adult', form: 'tray-food', line: SMALL, flavors: ['Chicken', 'Beef', 'Turkey'], sizes: 'tray', prices: [2199, 3999], badges: ['new'], published: '2025-11-03', benefit: 'Perfectly portioned trays for small and mini breeds, with no leftovers.' },
  { handle: 'dog-puppy-small-paws-chicken-entree-tray', name: 'Puppy Small Paws Chicken Entrée', species: 'dog', stage: 'puppy', form: 'tray-food', line: SMALL, flavors: ['Chicken'], sizes: 'tray', prices: [2299, 4199], benefit: 'Soft single servings for little puppies learning to eat on their own.' },
  { handle: 'dog-senior-small-paws-chicken-vegetable-tray', name: 'Senior Small Paws Chicken & Vegetable Entrée', species: 'dog', stage: 'senior', form: 'tray-food', line: SMALL, flavors: ['Chicken & Vegetable'], sizes: 'tray', prices: [2299, 4199], benefit: 'Moist and tender meals that tempt small senior dogs.' },
  { handle: 'dog-adult-hearty-stew-pouch', name: 'Adult Hearty Stew', species: 'dog', stage: 'adult', form: 'pouch-food', line: EVERYDAY, flavors: ['Chicken & Vegetables', 'Beef & Vegetables'], sizes: 'pouch', prices: [1999, 3699], benefit: 'Convenient pouches to top kibble or serve as a complete meal.' },
  { handle: 'dog-senior-tender-chunks-pouch', name: 'Senior 7+ Tender Chunks in Gravy', species: 'dog', stage: 'senior', form: 'pouch-food', line: EVERYDAY, flavors: ['Chicken'], sizes: 'pouch', prices: [2099, 3899], badges: ['new-look'], benefit: 'Bite-size chunks in gravy for easy eating and extra hydration.' },
  // Dog treats
  { handle: 'dog-soft-baked-naturals-treats', name: 'Soft Baked Naturals', species: 'dog', stage: 'adult', form: 'treats', flavors: ['Chicken & Carrots', 'Peanut Butter & Banana', 'Beef & Apple'], sizes: 'dogTreats', prices: [899, 1499], badges: ['best-seller'], benefit: 'Soft, oven-baked rewards made with real ingredients.' },
  { handle: 'dog-jerky-strips-treats', name: 'Jerky Strips', species: 'dog', stage: 'adult', form: 'treats', flavors: ['Chicken', { name: 'Duck', badges: ['new-flavor'] }], sizes: 'dogTreats', prices: [1199, 1999], benefit: 'Slow-roasted strips with a chewy bite for training or just because.' },
  { handle: 'dog-puppy-training-bites-treats', name: 'Puppy Training Bites', species: 'dog', stage: 'puppy', form: 'treats', flavors: ['Chicken'], sizes: 'dogTreats', prices: [799, 1299], benefit: 'Tiny, low-calorie rewards for lots of repetitions.' },
  { handle: 'dog-senior-soft-chews-treats', name: 'Senior Soft Chews', species: 'dog', stage: 'senior', form: 'treats', flavors: ['Turkey & Cranberry'], sizes: 'dogTreats', prices: [999, 1699], benefit: 'Gentle chews with added glucosamine for older dogs.' },
  { handle: 'dog-oral-care-dental-chews-treats', name: 'Oral Care Dental Chews', species: 'dog', stage: 'adult', form: 'treats', flavors: ['Mint'], sizes: 'dogTreats', prices: [1299, 2199], badges: ['featured'], benefit: 'A daily chew with a textured shape that freshens breath.' },
  { handle: 'dog-rx-hypoallergenic-treats', name: 'Prescription Diet Hypoallergenic Treats', species: 'dog', stage: 'adult', form: 'treats', line: RX, flavors: ['Hydrolyzed Soy'], sizes: 'dogTreats', prices: [1099, 1899], benefit: 'Rewards dogs on an elimination diet can safely enjoy.' },
  // Third-party dog products
  { handle: 'wholesome-paws-ancient-grains-bison-dry', name: 'Ancient Grains Bison & Quinoa', species: 'dog', stage: 'adult', form: 'dry-food', brand: 'wholesome-paws', flavors: ['Bison & Quinoa'], sizes: 'dogDry', prices: [2899, 6999, 9899], benefit: 'Small-batch recipe from a family-owned mill in Montana.' },
  { handle: 'wholesome-paws-grain-free-turkey-jerky-treats', name: 'Grain Free Turkey Jerky', species: 'dog', stage: 'adult', form: 'treats', brand: 'wholesome-paws', flavors: ['Turkey'], sizes: 'dogTreats', prices: [1399, 2399], soldOut: ['16 oz'], benefit: 'Single-ingredient jerky, gently dried.' },
  // Cat dry food
  { handle: 'cat-kitten-chicken-dry', name: 'Kitten Chicken Recipe', species: 'cat', stage: 'kitten', form: 'dry-food', line: EVERYDAY, flavors: ['Chicken', { name: 'Ocean Fish & Rice', badges: ['new-flavor'] }], sizes: 'catDry', prices: [1999, 3499, 5999], badges: ['best-seller'], benefit: 'High-quality protein for lean muscle and DHA for healthy brain and eye development.' },
  { handle: 'cat-adult-chicken-dry', name: 'Adult Chicken Recipe', species: 'cat', stage: 'adult', form: 'dry-food', line: EVERYDAY, flavors: ['Chicken', 'Ocean Fish & Rice', 'Tuna & Rice'], sizes: 'catDry', prices: [1899, 3399, 5799], compareAt: [null, 3699, 6299], badges: ['best-seller'], benefit: 'Precisely balanced minerals support urinary health and a healthy heart.' },
  { handle: 'cat-adult-indoor-chicken-dry', name: 'Adult Indoor Chicken Recipe', species: 'cat', stage: 'adult', form: 'dry-food', line: EVERYDAY, flavors: ['Chicken'], sizes: 'catDry', prices: [1999, 3599, 5999], badges: ['featured'], benefit: 'Natural fibre helps hairballs pass and makes litter box clean-up easier.' },
  { handle: 'cat-adult-hairball-control-chicken-dry', name: 'Adult Hairball Control Chicken Recipe', species: 'cat', stage: 'adult', form: 'dry-food', line: EVERYDAY, flavors: ['Chicken'], sizes: 'catDry', prices: [2099, 3799, 6299], benefit: 'A natural fibre technology that works from the inside.' },
  { handle: 'cat-adult-sensitive-stomach-skin-chicken-rice-dry', name: 'Sensitive Stomach & Skin Chicken & Rice', species: 'cat', stage: 'adult', form: 'dry-food', line: SENSITIVE, flavors: ['Chicken & Rice'], sizes: 'catDry', prices: [2199, 3999, 6499], benefit: 'Highly digestible ingredients with omega-6 for lustrous fur.' },
  { handle: 'cat-adult-perfect-weight-chicken-dry', name: 'Perfect Weight Chicken Recipe', species: 'cat', stage: 'adult', form: 'dry-food', line: WEIGHT, flavors: ['Chicken'], sizes: 'catDry', prices: [2299, 4199, 6799], benefit: 'Helps cats reach an ideal weight while keeping them satisfied.' },
  { handle: 'cat-adult-urinary-care-chicken-dry', name: 'Adult Urinary Care Chicken Recipe', species: 'cat', stage: 'adult', form: 'dry-food', line: EVERYDAY, flavors: ['Chicken'], sizes: 'catDry', prices: [2199, 3899, 6399], badges: ['new-formula'], benefit: 'Controlled magnesium supports the whole urinary tract.' },
  { handle: 'cat-senior-7-indoor-chicken-dry', name: 'Senior 7+ Indoor Chicken Recipe', species: 'cat', stage: 'senior', form: 'dry-food', line: EVERYDAY, flavors: ['Chicken'], sizes: 'catDry', prices: [2099, 3699, 6199], benefit: 'Easy to digest for less active senior cats who live indoors.' },
  { handle: 'cat-senior-11-age-defying-chicken-dry', name: 'Senior 11+ Age Defying Chicken Recipe', species: 'cat', stage: 'senior', form: 'dry-food', line: EVERYDAY, flavors: ['Chicken'], sizes: 'catDry', prices: [2299, 3999, 6499], badges: ['new-look'], benefit: 'Supports brain function, energy and vitality in cats 11 and older.' },
  { handle: 'cat-adult-oral-care-chicken-dry', name: 'Adult Oral Care Chicken Recipe', species: 'cat', stage: 'adult', form: 'dry-food', line: EVERYDAY, flavors: ['Chicken'], sizes: 'catDry', prices: [2199, 3899, 6399], badges: ['discontinued-soon'], benefit: 'Clinically proven kibble technology cleans teeth as your cat chews.' },
  { handle: 'cat-kitten-indoor-chicken-brown-rice-dry', name: 'Kitten Indoor Chicken & Brown Rice', species: 'cat', stage: 'kitten', form: 'dry-food', line: EVERYDAY, flavors: ['Chicken & Brown Rice'], sizes: 'catDrySmall', prices: [2099, 3699], badges: ['new'], published: '2025-08-20', benefit: 'Tailored calories for playful kittens who live indoors.' },
  // Cat prescription dry food
  { handle: 'cat-rx-urinary-care-multicare-chicken-dry', name: 'Prescription Diet Urinary Care Multicare Chicken', species: 'cat', stage: 'adult', form: 'dry-food', line: RX, flavors: ['Chicken'], sizes: 'catDryRx', prices: [3799, 6899], badges: ['best-seller'], benefit: 'Dissolves struvite stones and reduces the recurrence of urinary signs.' },
  { handle: 'cat-rx-kidney-care-chicken-dry', name: 'Prescription Diet Kidney Care Chicken', species: 'cat', stage: 'adult', form: 'dry-food', line: RX, flavors: ['Chicken'], sizes: 'catDryRx', prices: [3899, 6999], benefit: 'Clinically tested to improve quality of life for cats with kidney disease.' },
  { handle: 'cat-rx-digestive-care-chicken-dry', name: 'Prescription Diet Digestive Care Chicken', species: 'cat', stage: 'adult', form: 'dry-food', line: RX, flavors: ['Chicken'], sizes: 'catDryRx', prices: [3799, 6899], benefit: 'Settles digestive upsets with a prebiotic fibre blend.' },
  { handle: 'cat-rx-metabolic-weight-chicken-dry', name: 'Prescription Diet Metabolic Weight Management Chicken', species: 'cat', stage: 'adult', form: 'dry-food', line: RX, flavors: ['Chicken'], sizes: 'catDryRx', prices: [3999, 7199], badges: ['new-innovation'], published: '2025-07-01', benefit: 'Activates metabolism so cats lose weight naturally.' },
  { handle: 'cat-rx-thyroid-care-chicken-dry', name: 'Prescription Diet Thyroid Care Chicken', species: 'cat', stage: 'senior', form: 'dry-food', line: RX, flavors: ['Chicken'], sizes: 'catDryRx', prices: [4199, 7499], benefit: 'Limited iodine helps manage thyroid health in older cats.' },
  // Cat canned food
  { handle: 'cat-kitten-tender-chicken-pate-canned', name: 'Kitten Tender Chicken Pâté', species: 'cat', stage: 'kitten', form: 'canned-food', line: EVERYDAY, flavors: ['Chicken'], sizes: 'catCan', prices: [3599, 4999], benefit: 'A smooth pâté that is easy for small kittens to lap up.' },
  { handle: 'cat-adult-savory-entree-canned', name: 'Adult Savory Entrée', species: 'cat', stage: 'adult', form: 'canned-food', line: EVERYDAY, flavors: ['Chicken', 'Ocean Fish', 'Turkey'], sizes: 'catCan', prices: [3499, 4799], badges: ['best-seller'], benefit: 'Savoury minced recipes with the moisture cats need.' },
  { handle: 'cat-adult-tender-tuna-dinner-canned', name: 'Adult Tender Tuna Dinner', species: 'cat', stage: 'adult', form: 'canned-food', line: EVERYDAY, flavors: ['Tuna'], sizes: 'catCan', prices: [3599, 4899], badges: ['back-in-stock'], benefit: 'Flaked tuna in a light broth for picky eaters.' },
  { handle: 'cat-senior-11-savory-chicken-entree-canned', name: 'Senior 11+ Savory Chicken Entrée', species: 'cat', stage: 'senior', form: 'canned-food', line: EVERYDAY, flavors: ['Chicken'], sizes: 'catCan', prices: [3799, 5199], benefit: 'Soft texture and balanced minerals for the oldest cats.' },
  { handle: 'cat-adult-sensitive-stomach-salmon-entree-canned', name: 'Sensitive Stomach & Skin Tender Salmon Entrée', species: 'cat', stage: 'adult', form: 'canned-food', line: SENSITIVE, flavors: ['Salmon'], sizes: 'catCan', prices: [3899, 5299], benefit: 'Easy on tummies, with omega-3 for a shiny coat.' },
  { handle: 'cat-adult-perfect-weight-chicken-rice-canned', name: 'Perfect Weight Roasted Chicken & Rice', species: 'cat', stage: 'adult', form: 'canned-food', line: WEIGHT, flavors: ['Roasted Chicken & Rice'], sizes: 'catCan', prices: [3799, 5199], benefit: 'Lower calories with high protein to preserve lean muscle.' },
  { handle: 'cat-rx-urinary-care-chicken-pate-canned', name: 'Prescription Diet Urinary Care Chicken Pâté', species: 'cat', stage: 'adult', form: 'canned-food', line: RX, flavors: ['Chicken'], sizes: 'catCan', prices: [5299, 6999], benefit: 'Extra moisture and controlled minerals for urinary support.' },
  { handle: 'cat-rx-kidney-care-chicken-pate-canned', name: 'Prescription Diet Kidney Care Chicken Pâté', species: 'cat', stage: 'adult', form: 'canned-food', line: RX, flavors: ['Chicken'], sizes: 'catCan', prices: [5399, 7099], benefit: 'Enticing aroma that encourages cats with a poor appetite to eat.' },
  // Cat trays and pouches
  { handle: 'cat-adult-savory-minced-tray', name: 'Adult Savory Minced', species: 'cat', stage: 'adult', form: 'tray-food', line: EVERYDAY, flavors: ['Chicken', 'Salmon'], sizes: 'tray', prices: [1899, 3499], badges: ['new'], published: '2025-10-20', benefit: 'Fresh single servings with a peel-away lid.' },
  { handle: 'cat-kitten-chicken-pate-tray', name: 'Kitten Chicken Pâté', species: 'cat', stage: 'kitten', form: 'tray-food', line: EVERYDAY, flavors: ['Chicken'], sizes: 'tray', prices: [1999, 3599], benefit: 'Perfectly sized portions for tiny appetites.' },
  { handle: 'cat-senior-11-chicken-vegetable-minced-tray', name: 'Senior 11+ Chicken & Vegetable Minced', species: 'cat', stage: 'senior', form: 'tray-food', line: EVERYDAY, flavors: ['Chicken & Vegetable'], sizes: 'tray', prices: [1999, 3599], benefit: 'Soft minced texture that older cats find easy to eat.' },
  { handle: 'cat-adult-tender-medley-pouch', name: 'Adult Tender Medley in Gravy', species: 'cat', stage: 'adult', form: 'pouch-food', line: EVERYDAY, flavors: ['Chicken Medley', 'Tuna Medley', 'Salmon Medley'], sizes: 'pouch', prices: [1699, 3199], badges: ['featured'], benefit: 'Tender pieces in a savoury gravy cats lick clean.' },
  { handle: 'cat-kitten-tender-chicken-chunks-pouch', name: 'Kitten Tender Chicken Chunks', species: 'cat', stage: 'kitten', form: 'pouch-food', line: EVERYDAY, flavors: ['Chicken'], sizes: 'pouch', prices: [1799, 3299], benefit: 'Small tender chunks for kittens moving on to solid food.' },
  { handle: 'cat-adult-indoor-chicken-vegetable-stew-pouch', name: 'Adult Indoor Chicken & Vegetable Stew', species: 'cat', stage: 'adult', form: 'pouch-food', line: EVERYDAY, flavors: ['Chicken & Vegetable'], sizes: 'pouch', prices: [1799, 3299], benefit: 'A hearty stew balanced for the calorie needs of indoor cats.' },
  { handle: 'cat-senior-tender-turkey-pouch', name: 'Senior 7+ Tender Turkey in Gravy', species: 'cat', stage: 'senior', form: 'pouch-food', line: EVERYDAY, flavors: ['Turkey'], sizes: 'pouch', prices: [1799, 3299], soldOut: ['2.8 oz, 24 Pack'], benefit: 'Extra gravy adds hydration for senior cats.' },
  // Cat treats
  { handle: 'cat-crunchy-bites-treats', name: 'Crunchy Bites', species: 'cat', stage: 'adult', form: 'treats', flavors: ['Salmon', 'Chicken'], sizes: 'catTreats', prices: [499, 999], benefit: 'Crunchy outside, soft inside, under two calories each.' },
  { handle: 'cat-dental-crunch-treats', name: 'Dental Crunch', species: 'cat', stage: 'adult', form: 'treats', flavors: ['Chicken'], sizes: 'catTreats', prices: [549, 1099], badges: ['new-innovation'], published: '2025-09-01', benefit: 'A crunchy texture that helps clean teeth between brushings.' },
  { handle: 'cat-kitten-soft-morsels-treats', name: 'Kitten Soft Morsels', species: 'cat', stage: 'kitten', form: 'treats', flavors: ['Tuna'], sizes: 'catTreats', prices: [449, 899], benefit: 'Soft morsels small enough for kitten teeth.' },
  // Third-party cat products
  { handle: 'ocean-harvest-wild-salmon-pate-canned', name: 'Wild Salmon Pâté', species: 'cat', stage: 'adult', form: 'canned-food', brand: 'ocean-harvest', flavors: ['Wild Salmon'], sizes: 'catCan', prices: [3999, 5499], benefit: 'Line-caught Alaskan salmon, nothing artificial.' },
  { handle: 'ocean-harvest-freeze-dried-tuna-flakes-treats', name: 'Freeze-Dried Tuna Flakes', species: 'cat', stage: 'adult', form: 'treats', brand: 'ocean-harvest', flavors: ['Tuna'], sizes: 'catTreats', prices: [699, 1399], benefit: 'Pure skipjack tuna flakes to sprinkle on any meal.' },
];
