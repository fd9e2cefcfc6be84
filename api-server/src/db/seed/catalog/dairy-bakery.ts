import { products } from '../parse';
import type { CategorySeed } from '../types';

export const dairyAndEggs: CategorySeed = {
  name: 'Dairy & Eggs',
  description: 'Milk, cheese, yogurt, butter and farm eggs.',
  subcategories: [
    {
      name: 'Milk & Cream',
      description: 'Dairy and plant milks, cream and creamers.',
      storage: 'Keep refrigerated at 1-4 °C',
      shelfDays: 12,
      products: products`
        Whole Milk | 4.29 | 1 gal | whole-milk glass-of-milk | Meadow Fresh Dairy | USA | milk, dairy, whole | 61 3.3 4.8 5 3.2 | featured
        Creamy pasteurised whole milk from pasture-raised cows, vitamin D added.
        2% Reduced Fat Milk | 2.79 | 0.5 gal | reduced-fat-milk glass-of-milk | Meadow Fresh Dairy | USA | milk, dairy, reduced fat | 50 2 4.8 5 3.3 |
        Lighter everyday milk with all the calcium and protein.
        Organic Skim Milk | 2.49 | 1 qt | skim-milk glass-of-milk | Green Pastures Organic | USA | milk, dairy, organic, skim | 34 0.1 5 5 3.4 | stock 5
        Fat-free organic milk from certified organic family farms.
        Barista Oat Milk | 3.99 | 1 l | oat-milk glass-of-milk | Nordic Oat Co. | Sweden | milk, oat, plant based, vegan | 46 1.5 6.6 4 1 | new, -20% window
        Silky oat drink that steams and foams like dairy; free from lactose and nuts.
        Unsweetened Almond Milk | 3.29 | 1.89 l | almond-milk glass-of-milk | Golden Grove | USA | milk, almond, plant based, vegan | 15 1.1 0.3 0 0.6 |
        Light almond drink with no added sugar, fortified with calcium.
        Heavy Whipping Cream | 3.79 | 1 pt | whipping-cream | Meadow Fresh Dairy | USA | cream, dairy, baking | 340 36 2.8 2.9 2.8 |
        Rich 36% cream that whips to soft peaks for desserts and sauces.
      `,
    },
    {
      name: 'Cheese',
      description: 'Everyday and artisan cheeses from near and far.',
      storage: 'Keep refrigerated; wrap in paper once opened',
      shelfDays: 45,
      products: products`
        Aged White Cheddar | 5.49 | 200 g | white-cheddar cheese-wedge | Green Mountain Creamery | USA | cheese, cheddar, aged | 403 33 1.3 0.5 25 | new, featured, Age: 18 months
        Sharp, crumbly cheddar aged for a year and a half.
        Cheddar from the Counter | 22.99 | 1 kg | white-cheddar cheese-wedge | Green Mountain Creamery | USA | cheese, cheddar, counter | 403 33 1.3 0.5 25 | by weight 0.05 0.1, stock 15
        Cut from the wheel at the cheese counter; ask for as little as 100 g.
        French Brie | 6.99 | 200 g | french-brie | Laiterie du Val | France | cheese, brie, soft | 334 28 0.5 0.5 21 | shelf 25
        Buttery soft-ripened brie with a bloomy rind.
        Parmigiano Reggiano | 9.99 | 250 g | parmigiano | Caseificio Emilia | Italy | cheese, parmesan, italian, aged | 431 29 4 0.9 38 | -10%, Age: 24 months
        PDO Parmigiano aged two years, nutty and full of crunchy crystals.
        Fresh Mozzarella | 3.99 | 125 g | mozzarella | Caseificio Emilia | Italy | cheese, mozzarella, pizza | 280 17 3 1 28 | shelf 14
        Soft, milky mozzarella ball in brine for caprese and pizza.
        Smoked Gouda Slices | 4.49 | 200 g | gouda-slices | Holland Dairy | Netherlands | cheese, gouda, smoked, sliced | 356 27 2.2 2.2 25 |
        Mellow smoked gouda, sliced for sandwiches and burgers.
        Greek Feta | 4.99 | 200 g | greek-feta | Olympus Dairy | Greece | cheese, feta, greek, salad | 264 21 4 4 14 | stock 3
        Tangy PDO feta made from sheep and goat milk.
      `,
    },
    {
      name: 'Yogurt',
      description: 'Greek, fruit and drinkable yogurts.',
      storage: 'Keep refrigerated',
      shelfDays: 20,
      products: products`
        Plain Greek Yogurt | 5.49 | 907 g | greek-yogurt | Olympus Dairy | Greece | yogurt, greek, high protein | 97 5 3.6 3.6 9 | featured
        Thick, strained yogurt with twice the protein of regular yogurt.
        Strawberry Yogurt Cups | 3.99 | 4 pack | strawberry-yogurt | Meadow Fresh Dairy | USA | yogurt, strawberry, kids | 99 2.5 15 13 3.5 | -15%, Pack: 4 x 150 g
        Creamy low-fat yogurt with real strawberry pieces.
        Vanilla Bean Yogurt | 4.29 | 750 g | vanilla-yogurt | Green Pastures Organic | USA | yogurt, vanilla, organic | 88 3 11 10 4 |
        Organic whole-milk yogurt flavoured with real vanilla bean.
        Plain Kefir | 4.49 | 946 ml | plain-kefir glass-of-milk | Caucasus Cultures | USA | kefir, probiotic, drink | 61 3.5 4.5 4.5 3.4 |
        Tart, drinkable cultured milk with 12 live probiotic cultures.
      `,
    },
    {
      name: 'Eggs',
      description: 'Free-range, organic and speciality eggs.',
      storage: 'Keep refrigerated',
      shelfDays: 28,
      products: products`
        Free-Range Large Eggs | 4.99 | 1 dozen | free-range-eggs egg | Sunrise Hen Farms | USA | eggs, free range, protein | 143 9.5 0.7 0.4 12.6 | featured
        Twelve large brown eggs from hens with daily outdoor access.
        Organic Pasture-Raised Eggs | 7.49 | 1 dozen | pasture-raised-eggs egg | Green Pastures Organic | USA | eggs, organic, pasture raised | 143 9.5 0.7 0.4 12.6 | stock 0
        Deep golden yolks from hens roaming 100 square feet of pasture each.
        Quail Eggs | 5.99 | 18 piece | quail-eggs | Little Feather Farm | USA | eggs, quail, gourmet | 158 11 0.4 0.4 13 | stock 7
        Dainty speckled quail eggs for canapes, salads and ramen.
      `,
    },
    {
      name: 'Butter',
      description: 'Salted, unsalted and cultured butters and ghee.',
      storage: 'Keep refrigerated',
      shelfDays: 60,
      products: products`
        Salted Butter | 4.49 | 250 g | salted-butter butter | Meadow Fresh Dairy | Ireland | butter, salted, dairy | 717 81 0.1 0.1 0.9 |
        Golden grass-fed butter with a pinch of sea salt.
        Unsalted Butter | 5.99 | 454 g | unsalted-butter butter | Meadow Fresh Dairy | USA | butter, unsalted, baking | 717 81 0.1 0.1 0.9 | -10% upcoming
        Sweet cream butter for baking, four quarter-pound sticks.
        Pure Ghee | 8.99 | 400 g | pure-ghee | Spice Route Farms | India | ghee, clarified butter | 900 100 0 0 0 | shelf 365
        Clarified butter with a nutty aroma and a high smoke point.
      `,
    },
  ],
};

export const bakery: CategorySeed = {
  name: 'Bakery',
  description: 'Breads, pastries and cakes baked fresh every morning.',
  subcategories: [
    {
      name: 'Bread',
      description: 'Loaves, rolls, bagels and flatbreads.',
      storage: 'Store at room temperature in a bread bag',
      shelfDays: 5,
      products: products`
        Country Sourdough Loaf | 5.99 | 800 g | sourdough-loaf | Golden Crust Bakery | USA | bread, sourdough, artisan | 266 1.7 51 2.4 10 | new, featured
        Naturally leavened sourdough with a blistered crust and open crumb.
        Whole Wheat Sandwich Bread | 3.49 | 680 g | sandwich-bread | Golden Crust Bakery | USA | bread, whole wheat, sandwich | 247 3.4 41 6 13 | -20%
        Soft, sliced 100% whole wheat bread for everyday sandwiches.
        French Baguette | 2.49 | 1 piece | baguette-bread | Maison Levain | France | bread, baguette, french | 270 1.5 56 3 9 | shelf 2
        Crisp, golden baguette baked the traditional way.
        New York Bagels | 4.49 | 6 pack | bagel | Golden Crust Bakery | USA | bread, bagel, breakfast | 257 1.7 50 5 10 | Pack: 6 bagels
        Kettle-boiled plain bagels with a chewy bite.
        Whole Wheat Pita | 2.99 | 6 pack | flatbread | Levant Bakery | Lebanon | bread, pita, flatbread | 266 1.2 55 1 9.8 |
        Soft pocket pitas for falafel, hummus and wraps.
        Soft Pretzel Rolls | 3.99 | 4 pack | pretzel | Bavarian Backhaus | Germany | bread, pretzel, rolls | 338 3.1 69 1 8.2 | stock 5
        Lye-dipped rolls with a burnished crust and coarse salt.
        Seeded Rye Bread | 4.29 | 750 g | seeded-rye | Nordic Oat Co. | Denmark | bread, rye, seeded | 259 3.3 48 3.9 8.5 |
        Dense Danish-style rye packed with sunflower and flax seeds.
      `,
    },
    {
      name: 'Pastries & Cakes',
      description: 'Croissants, doughnuts, cupcakes, pies and celebration cakes.',
      storage: 'Store in a cool, dry place',
      shelfDays: 4,
      products: products`
        Butter Croissants | 5.99 | 4 pack | croissant | Maison Levain | France | pastry, croissant, breakfast | 406 21 46 11 8.2 | featured
        Flaky all-butter croissants laminated with French butter.
        Glazed Doughnuts | 4.99 | 6 pack | doughnut | Golden Crust Bakery | USA | pastry, doughnut, sweet | 452 25 51 23 4.9 | new, -25% window
        Light, yeast-raised ring doughnuts with a shiny sugar glaze.
        Chocolate Cupcakes | 6.49 | 4 pack | cupcake | Sweet Crumb Bakery | USA | cake, cupcake, chocolate | 377 17 52 36 4 | stock 9
        Moist chocolate cupcakes crowned with fudge frosting.
        Strawberry Shortcake | 12.99 | 1 piece | shortcake strawberry | Sweet Crumb Bakery | USA | cake, strawberry, cream | 346 14 50 32 4 | shelf 3
        Vanilla sponge layered with whipped cream and fresh strawberries.
        Birthday Layer Cake | 24.99 | 1 piece | birthday-cake | Sweet Crumb Bakery | USA | cake, birthday, celebration | 367 16 53 38 3.6 | Serves: 10-12
        Vanilla layer cake with rainbow sprinkles and buttercream.
        Dutch Apple Pie | 9.99 | 1 piece | pie red-apple | Golden Crust Bakery | USA | pie, apple, dessert | 265 12 37 16 2.4 | -10%
        Deep-dish apple pie under a buttery crumb topping.
        Belgian Waffles | 4.49 | 8 pack | waffle | Brussels Bakehouse | Belgium | waffle, breakfast, sweet | 291 14 33 10 7.9 | shelf 20
        Pearl-sugar Liege waffles, lovely warmed with berries.
      `,
    },
  ],
};
