import { products } from '../parse';
import type { CategorySeed } from '../types';

export const fruitsAndVegetables: CategorySeed = {
  name: 'Fruits & Vegetables',
  description: 'Fresh produce picked at its peak, delivered crisp and ripe.',
  subcategories: [
    {
      name: 'Fresh Fruits',
      description: 'Seasonal and everyday fruit, from crunchy apples to juicy mangoes.',
      storage: 'Store in a cool place; refrigerate once ripe',
      shelfDays: 10,
      products: products`
        Honeycrisp Apples | 4.99 | 1 kg | red-apple green-apple | Orchard Valley Farms | USA | fruit, apple, fresh | 52 0.2 14 10 0.3 | featured, -15% window
        Crisp, sweet and explosively juicy apples, perfect for snacking, salads and baking.
        Granny Smith Apples | 3.99 | 1 kg | green-apple | Orchard Valley Farms | New Zealand | fruit, apple, tart | 58 0.2 14 10 0.4 |
        Bright green, tart and firm apples that hold their shape in pies and crumbles.
        Loose Gala Apples | 3.49 | 1 kg | red-apple | Orchard Valley Farms | USA | fruit, apple, loose | 52 0.2 14 10 0.3 | by weight 0.1 0.2, stock 60
        Sweet Gala apples from the loose display: choose your weight, pay for what is picked.
        Organic Bananas | 0.79 | 1 lb | banana | Sunny Coast Growers | Ecuador | fruit, banana, organic | 89 0.3 23 12 1.1 | featured, shelf 6
        Certified organic Cavendish bananas, naturally sweet and full of potassium.
        Red Seedless Grapes | 3.49 | 1 lb | grapes | Vineyard Fresh | Chile | fruit, grapes, seedless | 69 0.2 18 16 0.7 |
        Crunchy seedless red grapes, washed and ready for lunch boxes.
        Strawberries | 4.49 | 454 g | strawberry | Berry Hill Farms | USA | fruit, berries, strawberry | 32 0.3 7.7 4.9 0.7 | new, -20%, shelf 5
        Sweet, fragrant strawberries in a one-pound clamshell, hand picked at full colour.
        Wild Blueberries | 5.29 | 340 g | blueberries | Berry Hill Farms | Canada | fruit, berries, blueberry | 57 0.3 14 10 0.7 | stock 6, shelf 7
        Small, intensely flavoured wild blueberries for porridge, smoothies and muffins.
        Bing Cherries | 6.99 | 1 lb | cherries | Pacific Orchards | USA | fruit, cherries, seasonal | 63 0.2 16 13 1.1 | stock 0
        Deep red, sweet summer cherries with a satisfying snap.
        Yellow Peaches | 3.99 | 1 lb | peach | Sunny Coast Growers | USA | fruit, peach, stone fruit | 39 0.3 10 8.4 0.9 |
        Fragrant yellow-flesh peaches that ripen on your counter in a day or two.
        Bartlett Pears | 2.99 | 1 lb | pear | Orchard Valley Farms | USA | fruit, pear | 57 0.1 15 10 0.4 |
        Buttery, aromatic pears, lovely with cheese or poached in spiced syrup.
        Golden Pineapple | 3.49 | 1 piece | pineapple | Tropic Harvest | Costa Rica | fruit, pineapple, tropical | 50 0.1 13 10 0.5 | featured
        Extra sweet golden pineapple with low acidity, ready to cut and enjoy.
        Ataulfo Mangoes | 1.49 | 1 piece | mango | Tropic Harvest | Mexico | fruit, mango, tropical | 60 0.4 15 14 0.8 | -25% window
        Creamy, fibre-free honey mangoes with a rich tropical flavour.
        Seedless Watermelon | 6.49 | 1 piece | watermelon | Sunny Coast Growers | USA | fruit, melon, summer | 30 0.2 8 6 0.6 | stock 4
        A whole seedless watermelon, crisp and refreshing on a hot day.
        Cantaloupe Melon | 3.29 | 1 piece | melon | Sunny Coast Growers | Spain | fruit, melon | 34 0.2 8 8 0.8 |
        Orange-fleshed cantaloupe with a musky, honeyed sweetness.
        Meyer Lemons | 3.99 | 900 g | lemon | Citrus Grove Co. | USA | fruit, citrus, lemon | 29 0.3 9 2.5 1.1 | shelf 21
        Thin-skinned, fragrant lemons that are sweeter than the everyday kind.
        Persian Limes | 2.49 | 450 g | lime | Citrus Grove Co. | Mexico | fruit, citrus, lime | 30 0.2 11 1.7 0.7 | shelf 21
        Juicy seedless limes for guacamole, tacos and summer drinks.
        Clementine Mandarins | 5.99 | 2 kg | tangerine | Citrus Grove Co. | Spain | fruit, citrus, mandarin, kids | 53 0.3 13 11 0.8 | featured, shelf 18
        Easy-peel, seedless clementines in a two kilo bag.
        Green Kiwifruit | 0.69 | 1 piece | kiwi-fruit | Kiwi Coast | New Zealand | fruit, kiwi, vitamin c | 61 0.5 15 9 1.1 |
        Tangy green kiwifruit bursting with vitamin C.
        Young Coconut | 3.99 | 1 piece | coconut | Tropic Harvest | Thailand | fruit, coconut, tropical | 354 33 15 6 3.3 | stock 8
        Young Thai coconut full of sweet water and tender flesh.
        Hass Avocados | 4.99 | 4 pack | avocado | Green Valley Farms | Mexico | fruit, avocado, healthy fats | 160 15 9 0.7 2 | new, featured, shelf 5, Count: 4 avocados
        Four creamy Hass avocados, ripe and ready for toast and guacamole.
      `,
    },
    {
      name: 'Fresh Vegetables',
      description: 'Crisp greens, roots and everyday cooking vegetables.',
      storage: 'Keep refrigerated in the crisper drawer',
      shelfDays: 9,
      products: products`
        Vine-Ripened Tomatoes | 3.49 | 1 kg | tomato | Green Valley Farms | Netherlands | vegetable, tomato, salad | 18 0.2 3.9 2.6 0.9 | -10%
        Sweet, juicy tomatoes ripened on the vine for full flavour.
        Organic Carrots | 1.99 | 1 kg | carrot | Green Valley Farms | USA | vegetable, carrot, organic, root | 41 0.2 10 4.7 0.9 | shelf 21
        Crunchy organic carrots, great raw, roasted or in soups.
        Loose Carrots | 1.49 | 1 kg | carrot | Green Valley Farms | USA | vegetable, carrot, loose | 41 0.2 10 4.7 0.9 | by weight 0.1 0.3, stock 80
        Unbagged carrots sold by weight: take as many or as few as you need.
        Broccoli Crowns | 2.49 | 500 g | broccoli | Green Valley Farms | USA | vegetable, broccoli, greens | 34 0.4 7 1.7 2.8 | featured
        Tight green broccoli crowns, ready to steam, roast or stir-fry.
        English Cucumber | 1.29 | 1 piece | cucumber | Glasshouse Growers | Canada | vegetable, cucumber, salad | 15 0.1 3.6 1.7 0.7 |
        Long, thin-skinned seedless cucumber, individually wrapped.
        Red Bell Peppers | 1.49 | 1 piece | bell-pepper | Glasshouse Growers | Netherlands | vegetable, pepper, capsicum | 31 0.3 6 4.2 1 |
        Sweet, crunchy red peppers for salads, fajitas and roasting.
        Jalapeno Peppers | 0.99 | 250 g | hot-pepper | Rio Verde Farms | Mexico | vegetable, chili, spicy | 29 0.4 6.5 4.1 0.9 | stock 9
        Fresh green jalapenos with a lively, medium heat.
        Italian Eggplant | 1.79 | 1 piece | eggplant | Green Valley Farms | Italy | vegetable, eggplant, aubergine | 25 0.2 6 3.5 1 |
        Glossy, firm eggplant for parmigiana, curries and the grill.
        Russet Potatoes | 3.99 | 5 lb | potato | Idaho Plains Co-op | USA | vegetable, potato, root | 77 0.1 17 0.8 2 | shelf 40
        Fluffy russets in a five pound bag, the classic for mash, fries and baking.
        Sweet Potatoes | 1.29 | 1 lb | roasted-sweet-potato | Carolina Roots | USA | vegetable, sweet potato, root | 86 0.1 20 4.2 1.6 | shelf 30
        Orange-fleshed sweet potatoes that roast up caramelised and tender.
        Yellow Onions | 2.99 | 3 lb | onion | Idaho Plains Co-op | USA | vegetable, onion, allium | 40 0.1 9 4.2 1.1 | shelf 45
        An everyday cooking staple in a three pound mesh bag.
        Garlic Bulbs | 1.99 | 3 piece | garlic | Green Valley Farms | Spain | vegetable, garlic, allium | 149 0.5 33 1 6.4 | shelf 60
        Three plump bulbs of white garlic with a strong, clean aroma.
        Fresh Ginger Root | 4.99 | 1 lb | ginger-root | Spice Route Farms | Peru | vegetable, ginger, root, spice | 80 0.8 18 1.7 1.8 | shelf 30
        Fragrant ginger root for stir-fries, teas and baking.
        Sweet Corn | 0.59 | 1 piece | ear-of-corn | Midwest Harvest | USA | vegetable, corn, summer | 86 1.2 19 6.3 3.3 | -30% window, shelf 5
        Bicolour sweet corn on the cob, tender and sugary.
        Baby Spinach | 3.99 | 142 g | leafy-green | Green Valley Farms | USA | vegetable, spinach, greens, salad | 23 0.4 3.6 0.4 2.9 | stock 7, shelf 6
        Triple-washed tender baby spinach leaves, ready to eat.
        Romaine Hearts | 3.49 | 3 piece | romaine-hearts leafy-green | Green Valley Farms | USA | vegetable, lettuce, salad | 17 0.3 3.3 1.2 1.2 | shelf 7
        Three crisp romaine hearts for Caesar salads and wraps.
        Cremini Mushrooms | 2.99 | 227 g | brown-mushroom | Forest Floor Farms | USA | vegetable, mushroom | 22 0.3 3.3 2 3.1 | shelf 7
        Earthy brown mushrooms, firmer and tastier than white buttons.
        Sugar Snap Peas | 3.99 | 227 g | pea-pod | Green Valley Farms | Guatemala | vegetable, peas, snack | 42 0.2 7.6 4 2.8 | shelf 6
        Sweet, crunchy edible pods, great raw or lightly sauteed.
      `,
    },
    {
      name: 'Herbs',
      description: 'Fresh-cut herbs that lift every dish.',
      storage: 'Refrigerate wrapped in a damp paper towel',
      shelfDays: 7,
      products: products`
        Sweet Basil | 2.49 | 28 g | sweet-basil | Windowsill Herb Co. | USA | herb, basil, italian | 23 0.6 2.7 0.3 3.2 |
        Bright, peppery basil for pesto, caprese and pizza.
        Fresh Mint | 2.29 | 28 g | fresh-mint | Windowsill Herb Co. | USA | herb, mint | 44 0.7 8 0 3.3 |
        Cool spearmint for teas, mojitos and Middle Eastern salads.
        Flat-Leaf Parsley | 1.49 | 1 piece | flat-leaf-parsley | Windowsill Herb Co. | USA | herb, parsley | 36 0.8 6.3 0.9 3 |
        A generous bunch of Italian parsley with a clean, grassy taste.
        Rosemary Sprigs | 2.49 | 21 g | rosemary-sprigs | Windowsill Herb Co. | Italy | herb, rosemary, roast | 131 5.9 21 0 3.3 | shelf 14
        Woody, aromatic rosemary for roast potatoes, lamb and focaccia.
        Fresh Cilantro | 0.99 | 1 piece | fresh-cilantro | Rio Verde Farms | Mexico | herb, cilantro, coriander | 23 0.5 3.7 0.9 2.1 | stock 0
        A bunch of zesty cilantro for salsas, curries and tacos.
      `,
    },
  ],
};
