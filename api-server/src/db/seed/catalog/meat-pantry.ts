import { products } from '../parse';
import type { CategorySeed } from '../types';

export const meatAndSeafood: CategorySeed = {
  name: 'Meat & Seafood',
  description: 'Butcher-quality meat, poultry and sustainably caught seafood.',
  subcategories: [
    {
      name: 'Beef & Pork',
      description: 'Steaks, mince, chops, bacon and sausages.',
      storage: 'Keep refrigerated at 0-4 °C',
      shelfDays: 5,
      products: products`
        Ribeye Steak | 14.99 | 340 g | ribeye-steak cut-of-meat | Prairie Ranch Beef | USA | beef, steak, grill | 291 22 0 0 24 | featured, Grade: USDA Choice
        Well-marbled ribeye, cut thick for the grill or cast iron.
        Lean Ground Beef 85/15 | 6.99 | 1 lb | ground-beef | Prairie Ranch Beef | USA | beef, ground, mince | 215 15 0 0 19 | -15% window
        Freshly ground chuck for burgers, meatballs and chilli.
        Butcher's Beef Mince | 12.99 | 1 kg | ground-beef | Prairie Ranch Beef | USA | beef, mince, butcher | 215 15 0 0 19 | by weight 0.1 0.2, stock 25
        Freshly minced at the butcher's counter; the final price follows the weight packed.
        Bone-In Pork Chops | 7.49 | 1 lb | pork-chops | Heritage Hog Farm | USA | pork, chops | 231 14 0 0 25 |
        Thick-cut centre chops, juicy and tender.
        Applewood Smoked Bacon | 5.99 | 340 g | bacon | Heritage Hog Farm | USA | pork, bacon, breakfast, smoked | 417 42 1.4 0 12 | featured, shelf 30
        Hardwood-smoked, thick-sliced bacon that crisps beautifully.
        Beef Hot Dogs | 4.99 | 8 pack | hot-dog | Prairie Ranch Beef | USA | beef, hot dogs, grill | 290 26 2 1 11 | shelf 45
        All-beef franks with a natural casing snap.
        Lamb Shoulder Chops | 11.99 | 1 lb | lamb-chops | Highland Pastures | New Zealand | lamb, chops, grass fed | 282 23 0 0 18 | stock 4
        Grass-fed lamb chops, full of flavour for slow braising or the grill.
      `,
    },
    {
      name: 'Poultry',
      description: 'Chicken and turkey, whole and in pieces.',
      storage: 'Keep refrigerated at 0-4 °C',
      shelfDays: 4,
      products: products`
        Boneless Chicken Breasts | 8.99 | 1 kg | chicken-breasts | Golden Fields Poultry | USA | chicken, breast, protein | 120 2.6 0 0 22.5 | featured, -20%
        Air-chilled skinless chicken breasts, raised without antibiotics.
        Chicken Drumsticks | 4.49 | 1 kg | chicken-drumsticks poultry-leg | Golden Fields Poultry | USA | chicken, drumsticks, bbq | 161 8 0 0 20 |
        Meaty drumsticks for the oven, grill or air fryer.
        Whole Roasting Chicken | 9.99 | 1.8 kg | whole-chicken | Golden Fields Poultry | France | chicken, whole, roast | 215 15 0 0 18.6 | stock 0
        Free-range whole chicken, ready for a Sunday roast.
        Sliced Turkey Breast | 5.49 | 200 g | turkey-slices | Golden Fields Poultry | USA | turkey, deli, sliced | 104 1.7 4 3.5 17 | shelf 12
        Oven-roasted turkey breast, thinly sliced for sandwiches.
        Deli Counter Smoked Turkey | 19.99 | 1 kg | turkey-slices | Golden Fields Poultry | USA | turkey, deli, counter | 104 1.7 4 3.5 17 | by weight 0.05 0.1, stock 12
        Sliced to order at the deli counter in 50 g steps.
      `,
    },
    {
      name: 'Fish & Seafood',
      description: 'Fresh fish fillets, shellfish and seafood.',
      storage: 'Keep refrigerated on ice; use within two days',
      shelfDays: 3,
      products: products`
        Atlantic Salmon Fillet | 12.99 | 454 g | salmon-fillet | North Sea Fisheries | Norway | fish, salmon, omega 3 | 208 13 0 0 20 | new, featured
        Skin-on salmon fillet, rich in omega-3, farmed responsibly.
        Wild Cod Fillets | 10.99 | 400 g | cod-fillets | North Sea Fisheries | Iceland | fish, cod, white fish | 82 0.7 0 0 18 |
        Flaky white cod, line caught in the North Atlantic.
        Jumbo Shrimp | 13.99 | 454 g | shrimp | Gulf Coast Seafood | USA | seafood, shrimp, prawns | 99 0.3 0.2 0 24 | new, -15% window
        Peeled and deveined jumbo shrimp, tail on.
        Snow Crab Legs | 19.99 | 1 kg | crab | Gulf Coast Seafood | Canada | seafood, crab, shellfish | 90 1.2 0 0 18.5 | stock 3
        Sweet snow crab clusters, pre-cooked and ready to steam.
        Maine Lobster Tails | 24.99 | 2 pack | lobster | Atlantic Catch | USA | seafood, lobster, shellfish, luxury | 89 0.9 0 0 19 |
        Two cold-water lobster tails with sweet, tender meat.
        Fresh Oysters | 15.99 | 1 dozen | oyster | Atlantic Catch | USA | seafood, oysters, shellfish | 81 2.3 4.7 0 9.5 | shelf 2
        A dozen briny East Coast oysters, shucked to order at home.
        Calamari Rings | 7.99 | 500 g | calamari-rings | Mediterraneo Foods | Spain | seafood, squid, calamari | 92 1.4 3.1 0 15.6 |
        Cleaned squid rings for frying, grilling or paella.
      `,
    },
  ],
};

export const pantry: CategorySeed = {
  name: 'Pantry',
  description: 'Rice, pasta, canned goods, oils, spreads and breakfast staples.',
  subcategories: [
    {
      name: 'Rice & Grains',
      description: 'Rice, oats and ancient grains.',
      storage: 'Store in a cool, dry place',
      shelfDays: 540,
      products: products`
        Thai Jasmine Rice | 8.99 | 2 kg | jasmine-rice cooked-rice | Lotus Fields | Thailand | rice, jasmine, grains | 365 0.7 80 0.1 7.1 | featured
        Fragrant long-grain jasmine rice that cooks up soft and fluffy.
        Aged Basmati Rice | 9.49 | 2 kg | basmati-rice cooked-rice | Himalaya Harvest | India | rice, basmati, grains | 349 0.5 78 0.1 8.1 | -10% window
        Extra-long grains aged for a year for the best aroma.
        Old-Fashioned Rolled Oats | 4.49 | 1.2 kg | rolled-oats | Nordic Oat Co. | Finland | oats, porridge, breakfast, whole grain | 379 6.5 68 1 13 |
        Whole grain rolled oats for porridge, overnight oats and baking.
        Organic White Quinoa | 6.99 | 500 g | white-quinoa | Andes Organics | Peru | quinoa, grains, gluten free, organic | 368 6.1 64 0 14 | stock 8
        Complete-protein quinoa, pre-rinsed and quick to cook.
      `,
    },
    {
      name: 'Pasta & Sauces',
      description: 'Dried pasta and ready-made sauces.',
      storage: 'Store in a cool, dry place',
      shelfDays: 600,
      products: products`
        Spaghetti No. 5 | 1.99 | 500 g | spaghetti | Pastificio Romano | Italy | pasta, spaghetti, italian | 359 1.5 71 3.5 13 | -20%
        Bronze-cut durum wheat spaghetti that holds sauce beautifully.
        Penne Rigate | 1.99 | 500 g | penne-rigate | Pastificio Romano | Italy | pasta, penne, italian | 359 1.5 71 3.5 13 |
        Ridged penne for baked pasta and hearty ragu.
        Marinara Sauce | 4.99 | 680 g | marinara-sauce tomato | Nonna Lucia | Italy | sauce, tomato, marinara, pasta | 50 2 7 4.5 1.5 | featured, shelf 400
        Slow-simmered San Marzano tomato sauce with garlic and basil.
        Basil Pesto | 5.49 | 190 g | basil-pesto | Nonna Lucia | Italy | sauce, pesto, basil | 480 48 6 3 5 | shelf 300
        Genovese pesto with basil, pine nuts and Parmigiano.
      `,
    },
    {
      name: 'Canned Goods',
      description: 'Beans, tomatoes, fish and soups in cans.',
      storage: 'Store in a cool, dry place; refrigerate after opening',
      shelfDays: 900,
      products: products`
        Organic Chickpeas | 1.49 | 425 g | chickpeas-can | Andes Organics | USA | canned, chickpeas, beans, organic | 139 2.6 22 0 7 |
        Tender organic garbanzo beans for hummus, curries and salads.
        Black Beans | 1.19 | 425 g | black-beans-can | Rio Verde Farms | USA | canned, black beans, beans | 91 0.3 16 0.3 6 | -10%
        Seasoned black beans, ready for burritos and rice bowls.
        Diced Tomatoes | 1.29 | 411 g | diced-tomatoes-can | Nonna Lucia | Italy | canned, tomatoes | 20 0.1 4 2.7 0.9 |
        Ripe diced tomatoes in juice, the base of countless sauces.
        Tuna in Olive Oil | 3.49 | 160 g | tuna-can | Mediterraneo Foods | Spain | canned, tuna, fish, protein | 198 8 0 0 29 | stock 0
        Solid yellowfin tuna packed in extra virgin olive oil.
        Chicken Noodle Soup | 2.49 | 540 g | chicken-noodle-soup-can steaming-bowl | Hearthside Kitchen | USA | canned, soup, chicken | 30 0.9 3.7 0.4 1.6 |
        Comforting chicken soup with egg noodles and vegetables.
      `,
    },
    {
      name: 'Oils & Condiments',
      description: 'Oils, salt, honey, spreads and syrups.',
      storage: 'Store in a cool, dark place',
      shelfDays: 720,
      products: products`
        Extra Virgin Olive Oil | 11.99 | 750 ml | olive-oil olive | Mediterraneo Foods | Greece | oil, olive oil, cooking | 884 100 0 0 0 | featured, Acidity: below 0.3%
        Cold-pressed Koroneiki olive oil with a peppery finish.
        Flaky Sea Salt | 5.49 | 240 g | sea-salt | Coastal Salt Works | United Kingdom | salt, sea salt, seasoning | 0 0 0 0 0 |
        Pyramid-shaped salt flakes for finishing dishes.
        Raw Wildflower Honey | 8.99 | 500 g | honey-pot | Busy Bee Apiaries | USA | honey, raw, sweetener | 304 0 82 82 0.3 | -15% window
        Unfiltered honey from wildflower meadows, naturally crystallising.
        Crunchy Peanut Butter | 3.99 | 454 g | peanut-butter peanuts | Golden Grove | USA | peanut butter, spread, protein | 588 50 20 9 25 | stock 6
        Roasted peanuts and a pinch of salt, nothing else.
        Strawberry Jam | 4.29 | 340 g | strawberry-jam strawberry | Berry Hill Farms | France | jam, strawberry, spread | 250 0.1 62 60 0.4 |
        Small-batch jam with 60% fruit, cooked in copper pans.
        Pure Maple Syrup | 12.99 | 500 ml | maple-syrup pancakes | Laurentian Sugarbush | Canada | maple syrup, sweetener, breakfast | 260 0.1 67 60 0 | Grade: A Amber
        Grade A amber maple syrup tapped in Quebec.
      `,
    },
    {
      name: 'Breakfast',
      description: 'Cereal, granola and pancake mixes.',
      storage: 'Store in a cool, dry place',
      shelfDays: 300,
      products: products`
        Corn Flakes | 3.99 | 510 g | corn-flakes | Sunrise Mills | USA | cereal, corn flakes, breakfast | 357 0.4 84 8 7.5 |
        Crispy toasted corn flakes, fortified with iron and B vitamins.
        Honey Almond Granola | 5.99 | 400 g | honey-almond-granola | Sunrise Mills | USA | granola, breakfast, almond, honey | 471 20 64 22 10 | -15%
        Clustered oat granola baked with honey and sliced almonds.
        Buttermilk Pancake Mix | 3.49 | 900 g | pancake-mix pancakes | Sunrise Mills | USA | pancakes, baking mix, breakfast | 366 3.3 74 11 8.9 | new
        Just add water for fluffy diner-style pancakes.
      `,
    },
  ],
};
