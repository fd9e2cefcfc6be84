import { products } from '../parse';
import type { CategorySeed } from '../types';

export const beverages: CategorySeed = {
  name: 'Beverages',
  description: 'Coffee, tea, juices, soft drinks and water.',
  subcategories: [
    {
      name: 'Coffee & Tea',
      description: 'Beans, grounds, tea bags and loose leaf.',
      storage: 'Store airtight, away from light and moisture',
      shelfDays: 365,
      products: products`
        Medium Roast Ground Coffee | 9.99 | 340 g | ground-coffee hot-beverage | Mountain Bean Roasters | Colombia | coffee, ground, medium roast | 2 0 0 0 0.1 | featured, -20% window
        Smooth, chocolatey Colombian coffee ground for drip brewers.
        Espresso Whole Beans | 14.99 | 1 kg | espresso-beans hot-beverage | Mountain Bean Roasters | Brazil | coffee, espresso, whole bean | 2 0 0 0 0.1 | stock 9
        Dark-roasted blend with crema-rich body for espresso machines.
        Japanese Green Tea | 5.49 | 20 pack | green-tea teacup-without-handle | Lotus Fields | Japan | tea, green tea, sencha | 1 0 0.2 0 0 | new
        Grassy, refreshing sencha in 20 pyramid tea bags.
        English Breakfast Tea | 4.99 | 80 pack | breakfast-tea teapot | Hearthside Kitchen | United Kingdom | tea, black tea, breakfast | 1 0 0.3 0 0 |
        A brisk blend of Assam and Ceylon, perfect with milk.
        Yerba Mate Loose Leaf | 7.99 | 500 g | yerba-mate mate | Pampas Infusions | Argentina | tea, yerba mate, energy | 3 0 0.5 0 0.1 | stock 0
        Traditional Argentinian yerba mate with a bold, earthy kick.
      `,
    },
    {
      name: 'Juices',
      description: 'Fresh-pressed and chilled juices and smoothies.',
      storage: 'Keep refrigerated; use within 5 days of opening',
      shelfDays: 21,
      products: products`
        Fresh Orange Juice | 5.99 | 1.75 l | orange-juice tangerine | Citrus Grove Co. | USA | juice, orange, not from concentrate | 45 0.2 10 8.4 0.7 | featured
        Not-from-concentrate orange juice with some pulp.
        Cloudy Apple Juice | 3.99 | 1 l | apple-juice red-apple | Orchard Valley Farms | Germany | juice, apple | 46 0.1 11 10 0.1 | -10%
        Pressed from whole apples and left unfiltered for extra flavour.
        Tropical Smoothie | 4.49 | 750 ml | tropical-drink mango | Tropic Harvest | USA | smoothie, mango, pineapple | 58 0.2 14 12 0.5 | shelf 12
        Mango, pineapple and banana blended smooth, no added sugar.
        Pure Coconut Water | 2.99 | 1 l | coconut-water coconut | Tropic Harvest | Thailand | coconut water, hydration | 19 0.2 3.7 2.6 0.7 | shelf 200
        Naturally hydrating water from young green coconuts.
      `,
    },
    {
      name: 'Soft Drinks & Water',
      description: 'Still and sparkling water, sodas and lemonade.',
      storage: 'Store in a cool place; serve chilled',
      shelfDays: 365,
      products: products`
        Sparkling Mineral Water | 6.99 | 12 pack | sparkling-water | Alpine Springs | Italy | water, sparkling, mineral | 0 0 0 0 0 | Pack: 12 x 500 ml
        Naturally carbonated mineral water with fine bubbles.
        Natural Spring Water | 5.49 | 24 pack | spring-water | Alpine Springs | USA | water, spring, still | 0 0 0 0 0 | featured, -25% window, Pack: 24 x 500 ml
        Crisp spring water bottled at the source.
        Classic Cola | 4.99 | 6 pack | classic-cola cup-with-straw | Fizz Works | USA | soda, cola, soft drink | 42 0 10.6 10.6 0 | Pack: 6 x 355 ml
        The classic fizzy cola, best served ice cold.
        Old-Fashioned Lemonade | 3.49 | 1.5 l | lemonade tumbler-glass | Fizz Works | USA | lemonade, lemon, soft drink | 40 0 10 9.5 0 | shelf 60
        Tangy lemonade made with real squeezed lemons.
        Brown Sugar Bubble Tea | 3.99 | 4 pack | bubble-tea | Lotus Fields | Taiwan | bubble tea, boba, milk tea | 90 2 17 14 1 | stock 6, shelf 30
        Ready-to-drink milk tea with chewy tapioca pearls.
        Sparkling Grape Juice | 6.49 | 750 ml | bottle-with-popping-cork grapes | Vineyard Fresh | France | juice, grape, sparkling, alcohol free | 68 0 17 16 0.2 |
        Festive alcohol-free sparkling white grape juice.
      `,
    },
  ],
};

export const snacksAndSweets: CategorySeed = {
  name: 'Snacks & Sweets',
  description: 'Chips, crackers, chocolate, candy, nuts and cookies.',
  subcategories: [
    {
      name: 'Chips & Crackers',
      description: 'Salty, crunchy snacks for sharing.',
      storage: 'Store in a cool, dry place',
      shelfDays: 150,
      products: products`
        Butter Popcorn | 3.49 | 3 pack | popcorn | Crunch Time Snacks | USA | popcorn, snack, movie night | 535 31 58 0.5 8.9 | featured
        Microwave popcorn with real butter flavour.
        Sourdough Pretzel Twists | 2.99 | 454 g | pretzel-twists pretzel | Bavarian Backhaus | USA | pretzels, snack, salty | 380 2.6 80 2.8 10 |
        Crunchy, hard sourdough pretzels with coarse salt.
        Sesame Rice Crackers | 2.79 | 100 g | sesame-rice-crackers | Lotus Fields | Japan | rice crackers, gluten free, snack | 396 3 85 2 7 | -10%
        Light, crispy senbei rice crackers with toasted sesame.
        Tortilla Chips | 3.99 | 369 g | tortilla-chips | Rio Verde Farms | Mexico | tortilla chips, corn, snack | 489 23 65 0.9 7 | stock 0
        Restaurant-style white corn tortilla chips, lightly salted.
      `,
    },
    {
      name: 'Chocolate & Candy',
      description: 'Chocolate bars, sweets and treats.',
      storage: 'Store below 20 °C, away from sunlight',
      shelfDays: 300,
      products: products`
        Dark Chocolate 70% Cocoa | 3.49 | 100 g | dark-chocolate | Maison Cacao | Switzerland | chocolate, dark, cocoa | 598 43 46 24 7.8 | featured, -20%
        Intense, fruity dark chocolate made from single-origin cocoa.
        Milk Chocolate Bar | 2.49 | 100 g | milk-chocolate | Maison Cacao | Belgium | chocolate, milk chocolate | 535 30 59 52 7.6 |
        Creamy Belgian milk chocolate that melts on the tongue.
        Fruit Gummy Bears | 2.99 | 200 g | gummy-bears | Sugar Plum Sweets | Germany | candy, gummies, kids | 343 0.1 77 46 6.9 | -15% window
        Chewy fruit gummy bears in five flavours.
        Swirl Lollipops | 4.99 | 12 pack | lollipop | Sugar Plum Sweets | USA | candy, lollipop, kids | 394 0 98 63 0 | stock 8
        Rainbow swirl lollipops with fruity flavours.
        Fortune Cookies | 2.49 | 12 pack | fortune-cookie | Lotus Fields | USA | cookies, fortune cookie | 378 2.7 84 48 4.2 |
        Crisp vanilla fortune cookies with a message in each.
      `,
    },
    {
      name: 'Nuts & Seeds',
      description: 'Roasted nuts, trail mixes and seeds.',
      storage: 'Store airtight in a cool, dry place',
      shelfDays: 240,
      products: products`
        Honey Roasted Peanuts | 3.99 | 454 g | peanuts | Golden Grove | USA | nuts, peanuts, snack, protein | 567 49 16 4 26 |
        Crunchy peanuts glazed with honey and a touch of salt.
        Roasted Chestnuts | 4.49 | 200 g | chestnut | Golden Grove | Italy | nuts, chestnuts, roasted | 245 2.2 53 11 3.2 | -10% upcoming
        Peeled, ready-to-eat roasted chestnuts, soft and sweet.
        Deluxe Mixed Nuts | 11.99 | 567 g | mixed-nuts peanuts | Golden Grove | USA | nuts, mixed nuts, cashews, almonds | 607 54 21 4.5 20 | featured
        Cashews, almonds, pecans, Brazil nuts and pistachios, lightly salted.
      `,
    },
    {
      name: 'Cookies',
      description: 'Cookies, biscuits and baked sweets.',
      storage: 'Store airtight at room temperature',
      shelfDays: 120,
      products: products`
        Chocolate Chip Cookies | 3.99 | 368 g | chocolate-chip-cookies cookie | Sweet Crumb Bakery | USA | cookies, chocolate chip | 488 24 64 35 5 | new, featured
        Crunchy golden cookies loaded with chocolate chips.
        Oatmeal Raisin Cookies | 3.79 | 340 g | oatmeal-raisin-cookies | Sweet Crumb Bakery | USA | cookies, oatmeal, raisin | 435 17 68 36 6 |
        Chewy oatmeal cookies with plump raisins and cinnamon.
        Lotus Moon Cakes | 12.99 | 4 pack | moon-cake | Lotus Fields | Hong Kong | moon cake, pastry, festival | 420 18 58 32 6 | stock 2, shelf 60
        Traditional moon cakes filled with lotus seed paste.
      `,
    },
  ],
};
