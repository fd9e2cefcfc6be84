import { products } from '../parse';
import type { CategorySeed } from '../types';

export const household: CategorySeed = {
  name: 'Household',
  description: 'Cleaning supplies, paper goods and home essentials.',
  subcategories: [
    {
      name: 'Cleaning',
      description: 'Sprays, sponges, gloves and bags.',
      storage: 'Keep out of reach of children',
      shelfDays: 1095,
      products: products`
        Lemon Dish Soap | 3.49 | 750 ml | lemon-dish-soap bubbles | Sparkle Home | USA | dish soap, cleaning, kitchen | - | featured
        Grease-cutting dish liquid with a fresh lemon scent.
        Scrub Sponges | 3.99 | 6 pack | sponge | Sparkle Home | USA | sponges, cleaning, kitchen | - | -20%
        Dual-sided sponges that scrub tough messes without scratching.
        Multi-Surface Cleaner | 4.49 | 946 ml | multi-surface-cleaner | Sparkle Home | USA | cleaner, spray, cleaning | - |
        Plant-based spray cleaner for counters, glass and floors.
        Kitchen Broom and Dustpan | 14.99 | 1 piece | broom | Sparkle Home | China | broom, cleaning, tools | - | stock 4
        Angled broom with a snap-on dustpan for quick sweeps.
        Latex-Free Rubber Gloves | 3.29 | 1 pack | gloves | Sparkle Home | Malaysia | gloves, cleaning | - | Size: Medium
        Reusable household gloves with a cotton flock lining.
        Tall Kitchen Trash Bags | 9.99 | 1 box | trash-bags | Sparkle Home | USA | trash bags, kitchen, home | - | -10% window, Count: 50 bags
        Strong 13 gallon drawstring bags that resist tears.
      `,
    },
    {
      name: 'Paper & Wraps',
      description: 'Paper towels, toilet tissue and napkins.',
      storage: 'Store in a dry place',
      shelfDays: 1825,
      products: products`
        Paper Towels | 12.99 | 6 pack | paper-towels | Softleaf Paper Co. | USA | paper towels, kitchen, home | - | featured, Count: 6 rolls
        Absorbent two-ply paper towels with select-a-size sheets.
        Toilet Tissue | 15.99 | 12 pack | toilet-tissue roll-of-paper | Softleaf Paper Co. | USA | toilet paper, bathroom, home | - | stock 0, Count: 12 rolls
        Soft and strong two-ply bath tissue made from responsibly sourced pulp.
      `,
    },
    {
      name: 'Home Essentials',
      description: 'Bulbs, batteries, candles and storage.',
      storage: 'Store in a dry place',
      shelfDays: 1825,
      products: products`
        Soy Wax Candle | 11.99 | 1 piece | candle | Hearth & Home | USA | candle, home, scented | - | -25% window, Burn time: 40 hours
        Hand-poured soy candle scented with vanilla and cedar.
        LED Light Bulbs | 8.99 | 4 pack | light-bulb | BrightLine | China | light bulbs, led, home | - | Wattage: 9 W (60 W equivalent)
        Warm white, energy-saving LED bulbs that last 15,000 hours.
        AA Alkaline Batteries | 9.49 | 12 pack | battery | BrightLine | USA | batteries, aa, home | - | stock 9, Count: 12 batteries
        Long-lasting AA batteries for remotes, toys and torches.
        Woven Storage Basket | 16.99 | 1 piece | basket | Hearth & Home | Vietnam | basket, storage, home | - |
        Handwoven seagrass basket for laundry, toys or blankets.
      `,
    },
  ],
};

export const personalCare: CategorySeed = {
  name: 'Personal Care',
  description: 'Bath, body, oral care, shaving and health essentials.',
  subcategories: [
    {
      name: 'Bath & Body',
      description: 'Soaps, lotions and bath treats.',
      storage: 'Store at room temperature',
      shelfDays: 1095,
      products: products`
        Oatmeal Bar Soap | 4.99 | 3 pack | soap | Pure Botanics | USA | soap, bath, sensitive skin | - | featured
        Gentle colloidal oatmeal soap for sensitive skin.
        Shea Body Lotion | 7.99 | 400 ml | shea-body-lotion | Pure Botanics | France | lotion, body, moisturiser | - | -15%
        Rich, fast-absorbing lotion with shea butter and vitamin E.
        Lavender Bubble Bath | 5.49 | 500 ml | lavender-bubble-bath bubbles | Pure Botanics | United Kingdom | bath, bubbles, lavender | - |
        Relaxing bubble bath scented with English lavender.
      `,
    },
    {
      name: 'Oral Care',
      description: 'Toothbrushes and toothpaste.',
      storage: 'Store at room temperature',
      shelfDays: 730,
      products: products`
        Soft Bamboo Toothbrushes | 6.99 | 4 pack | toothbrush | Pure Botanics | China | toothbrush, bamboo, eco | - |
        Compostable bamboo handles with soft charcoal bristles.
        Whitening Mint Toothpaste | 3.99 | 120 g | mint-toothpaste | BrightSmile | USA | toothpaste, mint, whitening | - | stock 7
        Fluoride toothpaste that gently lifts stains for a brighter smile.
      `,
    },
    {
      name: 'Hair & Shaving',
      description: 'Shampoo, conditioner, combs and razors.',
      storage: 'Store in a dry place',
      shelfDays: 1825,
      products: products`
        Argan Oil Shampoo | 6.99 | 400 ml | argan-shampoo | Pure Botanics | Morocco | shampoo, hair care, argan | - | featured
        Sulphate-free shampoo with cold-pressed argan oil for soft, shiny hair.
        Repair Conditioner | 6.49 | 400 ml | repair-conditioner | Pure Botanics | France | conditioner, hair care | - | -10%, stock 6
        Silicone-free conditioner that smooths and strengthens damaged ends.
        Wide-Tooth Comb | 4.49 | 1 piece | hair-pick | Pure Botanics | Germany | comb, hair care | - |
        Seamless wide-tooth comb that detangles without breakage.
        Five-Blade Razors | 12.99 | 4 pack | razor | SmoothEdge | USA | razor, shaving | - | -10% window
        Precision five-blade razor cartridges with a lubricating strip.
        Gel Nail Polish | 8.99 | 15 ml | nail-polish-default | Pure Botanics | France | nail polish, beauty | - |
        Long-wear glossy polish in a classic cherry red.
      `,
    },
    {
      name: 'Health',
      description: 'First aid and everyday health.',
      storage: 'Store below 25 °C',
      shelfDays: 730,
      products: products`
        Flexible Fabric Bandages | 4.99 | 1 box | adhesive-bandage | CareFirst | USA | bandages, first aid | - | Count: 30 bandages
        Breathable fabric bandages that move with you.
        Vitamin C 1000 mg | 9.99 | 100 piece | vitamin-c | CareFirst | USA | vitamins, vitamin c, immune | - | featured
        One-a-day vitamin C tablets with rose hips.
        Moisturising Lip Balm | 2.99 | 2 pack | lip-balm | Pure Botanics | USA | lip balm, beauty | - | stock 0
        Beeswax lip balm with SPF 15 for soft, protected lips.
      `,
    },
  ],
};
