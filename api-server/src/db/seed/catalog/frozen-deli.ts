import { products } from '../parse';
import type { CategorySeed } from '../types';

export const frozen: CategorySeed = {
  name: 'Frozen',
  description: 'Ice cream, ready meals and frozen fruit and vegetables.',
  subcategories: [
    {
      name: 'Ice Cream & Desserts',
      description: 'Ice cream, sorbet and frozen treats.',
      storage: 'Keep frozen at -18 °C or below',
      shelfDays: 270,
      products: products`
        Madagascar Vanilla Ice Cream | 5.99 | 1.5 qt | vanilla-ice-cream ice-cream | Polar Creamery | USA | ice cream, vanilla, dessert | 207 11 24 21 3.5 | featured, -20% window
        Rich custard-style ice cream with real vanilla bean specks.
        Double Chocolate Ice Cream | 5.99 | 1.5 qt | chocolate-ice-cream | Polar Creamery | USA | ice cream, chocolate, dessert | 216 11 28 24 3.8 |
        Chocolate ice cream with fudge swirls and chocolate chunks.
        Mango Sorbet | 4.99 | 500 ml | mango-sorbet mango | Polar Creamery | Mexico | sorbet, mango, dairy free, vegan | 120 0 30 27 0.3 | stock 5
        Dairy-free sorbet made with Alphonso mango puree.
      `,
    },
    {
      name: 'Frozen Meals',
      description: 'Pizza, dumplings and heat-and-eat dinners.',
      storage: 'Keep frozen; cook from frozen',
      shelfDays: 240,
      products: products`
        Stone-Baked Margherita Pizza | 6.99 | 400 g | pizza | Forno Napoli | Italy | pizza, margherita, frozen meal | 240 8.5 30 3.5 10 | new, featured
        Thin crust pizza with tomato, mozzarella and basil, baked in a stone oven.
        Pork & Chive Dumplings | 7.49 | 680 g | dumpling | Jade Garden Kitchen | China | dumplings, pork, asian | 220 9 25 2 9 | -15%
        Hand-folded dumplings to steam, boil or pan-fry in minutes.
        Chicken & Bean Burritos | 8.99 | 4 pack | burrito | Rio Verde Farms | USA | burrito, chicken, frozen meal | 210 7 26 1.5 11 | stock 0
        Flour tortillas stuffed with chicken, beans, rice and cheese.
        Vegetable Curry with Rice | 4.49 | 350 g | curry-rice | Spice Route Farms | India | curry, vegetarian, frozen meal | 130 4 20 3 3.5 |
        Mild coconut vegetable curry with basmati rice.
        Crispy Breaded Shrimp | 9.99 | 340 g | fried-shrimp | Gulf Coast Seafood | USA | shrimp, breaded, seafood | 242 11 21 1.5 13 | stock 7
        Butterflied shrimp in a crunchy panko coating; oven or air fryer.
      `,
    },
    {
      name: 'Frozen Fruit & Vegetables',
      description: 'Frozen at harvest to lock in nutrients.',
      storage: 'Keep frozen at -18 °C or below',
      shelfDays: 365,
      products: products`
        Frozen Garden Peas | 2.49 | 1 kg | frozen-peas pea-pod | Green Valley Farms | United Kingdom | frozen, peas, vegetable | 81 0.4 14 5.7 5.4 |
        Sweet garden peas frozen within hours of picking.
        Frozen Sweet Corn | 2.29 | 1 kg | frozen-corn ear-of-corn | Midwest Harvest | USA | frozen, corn, vegetable | 86 1.2 19 6.3 3.3 | -10% upcoming
        Golden sweet corn kernels, ready in three minutes.
        Frozen Mixed Berries | 6.99 | 1 kg | frozen-berries blueberries | Berry Hill Farms | Canada | frozen, berries, smoothie | 48 0.3 11 7 0.8 | featured
        Strawberries, blueberries, raspberries and blackberries for smoothies.
        Shoestring French Fries | 3.99 | 1 kg | french-fries | Idaho Plains Co-op | USA | frozen, fries, potato | 150 5 24 0.3 2.5 |
        Crispy thin-cut fries for the oven or air fryer.
        Party Ice Cubes | 2.99 | 3 kg | party-ice ice | Alpine Springs | USA | ice, party, frozen | 0 0 0 0 0 | shelf 730
        Crystal-clear ice cubes made from filtered spring water.
      `,
    },
  ],
};

export const deli: CategorySeed = {
  name: 'Deli & Ready Meals',
  description: 'Sandwiches, sushi and salads made fresh daily.',
  subcategories: [
    {
      name: 'Sandwiches & Wraps',
      description: 'Made-to-go sandwiches, wraps and tacos.',
      storage: 'Keep refrigerated; best eaten today',
      shelfDays: 2,
      products: products`
        Turkey Club Sandwich | 6.99 | 1 piece | sandwich | Corner Deli Co. | USA | sandwich, turkey, lunch | 230 9 22 3 15 | featured
        Roast turkey, bacon, lettuce and tomato on toasted sourdough.
        Falafel Hummus Wrap | 7.49 | 1 piece | falafel stuffedbread | Levant Bakery | USA | wrap, falafel, vegetarian, vegan | 210 9 26 3 7 | -20% window
        Crispy falafel, hummus, pickles and tahini in a soft wrap.
        Chicken Tinga Tacos | 8.49 | 3 piece | taco | Rio Verde Farms | USA | tacos, chicken, mexican | 190 8 18 2 12 | stock 6
        Smoky chipotle chicken tacos with onion and cilantro.
        Pork Tamales | 9.99 | 4 pack | tamale | Rio Verde Farms | Mexico | tamales, pork, mexican | 220 11 22 1.5 8 |
        Corn masa tamales filled with red chile pork.
      `,
    },
    {
      name: 'Sushi & Asian',
      description: 'Sushi, rice balls and bento boxes.',
      storage: 'Keep refrigerated; eat on the day of purchase',
      shelfDays: 1,
      products: products`
        Salmon Sushi Platter | 12.99 | 1 box | sushi | Jade Garden Kitchen | USA | sushi, salmon, japanese | 150 3.5 22 4 7 | featured
        Sixteen pieces of salmon nigiri and maki with pickled ginger.
        Tuna Mayo Onigiri | 2.99 | 1 piece | rice-ball | Jade Garden Kitchen | Japan | onigiri, rice, tuna, japanese | 180 4 32 1 6 | stock 9
        A seaweed-wrapped rice ball with a creamy tuna filling.
        Chicken Teriyaki Bento | 10.99 | 1 box | bento-box | Jade Garden Kitchen | USA | bento, chicken, teriyaki, lunch | 160 4 22 6 9 |
        Teriyaki chicken, rice, pickles and tamagoyaki in a bento box.
      `,
    },
    {
      name: 'Salads',
      description: 'Fresh salads and bowls.',
      storage: 'Keep refrigerated',
      shelfDays: 3,
      products: products`
        Chicken Caesar Salad | 8.99 | 1 box | caesar-salad green-salad | Corner Deli Co. | USA | salad, caesar, chicken | 150 9 6 1.5 11 | -15%
        Romaine, grilled chicken, parmesan and croutons with Caesar dressing.
        Greek Salad Bowl | 7.99 | 1 box | greek-salad olive | Olympus Dairy | USA | salad, greek, vegetarian | 110 8 5 3 4 |
        Tomatoes, cucumber, olives and feta with oregano dressing.
      `,
    },
  ],
};
