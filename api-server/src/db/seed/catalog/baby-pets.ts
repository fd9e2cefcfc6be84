import { products } from '../parse';
import type { CategorySeed } from '../types';

export const baby: CategorySeed = {
  name: 'Baby',
  description: 'Baby food, diapers and gentle care.',
  subcategories: [
    {
      name: 'Baby Food',
      description: 'Purees, cereals and formula.',
      storage: 'Store in a cool, dry place; refrigerate after opening',
      shelfDays: 300,
      products: products`
        Organic Apple Puree Pouches | 5.99 | 4 pack | apple-puree-pouch red-apple | Little Sprout | USA | baby food, apple, organic | 50 0.2 12 10 0.2 | featured, Age: 4 months+
        Smooth organic apple puree in squeezable pouches.
        Carrot & Sweet Potato Puree | 1.79 | 113 g | carrot-puree carrot | Little Sprout | USA | baby food, carrot, organic | 40 0.1 9 4 0.7 | -10%, Age: 6 months+
        Silky vegetable puree with no added salt or sugar.
        Infant Formula Powder | 29.99 | 800 g | infant-formula | Little Sprout | Ireland | formula, infant, milk | 510 27 55 55 10 | stock 5, Age: 0-12 months
        Complete nutrition for babies from birth, with DHA.
        Baby Rice Cereal | 3.99 | 227 g | baby-rice-cereal | Little Sprout | USA | baby food, cereal, rice | 400 2 85 0 7 |
        Iron-fortified single grain rice cereal for first foods.
      `,
    },
    {
      name: 'Diapers & Wipes',
      description: 'Diapers, wipes and changing essentials.',
      storage: 'Store in a dry place',
      shelfDays: 1095,
      products: products`
        Diapers Size 3 | 24.99 | 1 box | diapers-size-3 | Cuddle Care | USA | diapers, baby | - | featured, -15% window, Count: 104 diapers
        Super-absorbent, breathable diapers with a wetness indicator.
        Sensitive Baby Wipes | 3.49 | 1 pack | baby-wipes | Cuddle Care | USA | wipes, baby, sensitive | - | Count: 72 wipes
        99% water wipes, fragrance free for sensitive skin.
      `,
    },
    {
      name: 'Baby Care',
      description: 'Lotions, socks and cuddly friends.',
      storage: 'Store at room temperature',
      shelfDays: 1095,
      products: products`
        Gentle Baby Lotion | 6.49 | 400 ml | baby-lotion | Cuddle Care | France | baby lotion, skin care | - |
        Hypoallergenic lotion with calendula and shea.
        Organic Cotton Baby Socks | 9.99 | 6 pack | socks | Cuddle Care | India | socks, baby, clothing | - | Size: 0-6 months
        Soft, stay-on socks in organic cotton.
        Plush Teddy Bear | 14.99 | 1 piece | teddy-bear | Cuddle Care | China | toy, teddy bear, gift | - | stock 3
        Huggably soft teddy bear, safe from birth.
      `,
    },
  ],
};

export const pets: CategorySeed = {
  name: 'Pet Supplies',
  description: 'Food and treats for dogs and cats.',
  subcategories: [
    {
      name: 'Dog',
      description: 'Dog food, chews and treats.',
      storage: 'Store in a cool, dry place',
      shelfDays: 400,
      products: products`
        Chicken & Rice Dog Food | 39.99 | 6.8 kg | dog-food | Happy Tails | USA | dog food, chicken, pets | 360 14 44 2 24 | featured
        Complete dry food for adult dogs with real chicken first.
        Natural Chew Bones | 9.99 | 3 pack | bone | Happy Tails | USA | dog treats, chews, pets | - | -20% window, Count: 3 bones
        Long-lasting natural chews that clean teeth.
      `,
    },
    {
      name: 'Cat',
      description: 'Cat food and treats.',
      storage: 'Store in a cool, dry place',
      shelfDays: 400,
      products: products`
        Salmon Pate Cat Food | 14.99 | 12 pack | cat-food-salmon | Whisker Bistro | USA | cat food, salmon, pets | 90 5 2 0 10 | Pack: 12 x 85 g
        Smooth salmon pate for adult cats, grain free.
        Crunchy Cat Treats | 3.49 | 85 g | cat-treats | Whisker Bistro | USA | cat treats, pets | 350 14 35 2 30 | stock 0
        Crunchy outside, soft inside chicken treats.
      `,
    },
  ],
};
