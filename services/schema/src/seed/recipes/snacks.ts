import type { SeedRecipe } from './types';

/** Snacks, dips and a few more mains of the "More WFPB Recipes" set. */
export const SNACK_RECIPES: SeedRecipe[] = [
  {
    title: 'Oil-Free Hummus',
    description:
      'Smooth chickpea hummus made creamy with tahini and the chickpea cooking liquid instead of oil.',
    meal: 'Snacks',
    ease: 'Easy',
    servings: 8,
    active: 10,
    total: 10,
    health: 'High protein, High fibre',
    ingredients:
      '1 can (400 g) chickpeas, liquid kept | 2 tbsp tahini | 1 clove garlic | juice of 1 lemon | 1/2 tsp cumin | smoked paprika to finish',
    directions:
      'Blend the chickpeas, tahini, garlic, lemon and cumin with 1/4 cup of the liquid for 2 minutes. | Add more liquid until very smooth. | Serve dusted with paprika, with raw vegetables.',
  },
  {
    title: 'Roasted Spiced Chickpeas',
    description: 'Crunchy oven-roasted chickpeas with cumin and smoked paprika. Eat them warm.',
    meal: 'Snacks',
    ease: 'Easy',
    servings: 4,
    active: 5,
    total: 35,
    health: 'High protein, High fibre',
    ingredients:
      '2 cans (400 g each) chickpeas, rinsed and patted dry | 1 tsp smoked paprika | 1 tsp cumin | 1/2 tsp garlic powder',
    directions:
      'Spread the chickpeas on a lined tray and roast at 200 °C for 20 minutes. | Toss with the spices and roast 10 more minutes until crisp.',
  },
  {
    title: 'Apple Nachos',
    description:
      'Thin apple slices drizzled with peanut butter and sprinkled with oats, raisins and cinnamon.',
    meal: 'Snacks',
    ease: 'Easy',
    servings: 2,
    active: 5,
    total: 5,
    health: 'No added sugar, High fibre',
    ingredients:
      '2 crisp apples, thinly sliced | 2 tbsp natural peanut butter, warmed | 2 tbsp rolled oats | 1 tbsp raisins | pinch of cinnamon',
    directions:
      'Fan the apple slices on a plate. | Drizzle with the peanut butter and scatter the oats, raisins and cinnamon over.',
  },
  {
    title: 'Date and Walnut Energy Balls',
    description: 'No-bake bites of dates, walnuts, oats and cocoa. They keep a week in the fridge.',
    meal: 'Snacks',
    ease: 'Easy',
    servings: 16,
    active: 15,
    total: 45,
    health: 'No added sugar, Omega-3',
    ingredients:
      '1 cup pitted Medjool dates | 1 cup walnuts | 1/2 cup rolled oats | 2 tbsp cocoa powder | 1 tbsp ground flaxseed',
    directions:
      'Pulse the walnuts and oats in a food processor. | Add dates, cocoa and flax and blend until the mix holds together. | Roll into 16 balls and chill 30 minutes.',
  },
  {
    title: 'Guacamole with Baked Tortilla Chips',
    description:
      'Chunky guacamole with lime and cilantro, and corn tortillas baked crisp without oil.',
    meal: 'Snacks',
    ease: 'Easy',
    servings: 4,
    active: 15,
    total: 25,
    health: 'Heart healthy',
    ingredients:
      '2 ripe avocados | 1/2 red onion, finely diced | 1 tomato, diced | 1/4 cup cilantro | juice of 1 lime | 8 corn tortillas, cut in wedges',
    directions:
      'Bake the tortilla wedges on a tray at 180 °C for 10 minutes until crisp. | Mash the avocados and fold in onion, tomato, cilantro and lime.',
  },
  {
    title: 'Frozen Banana Nice Cream',
    description: 'Frozen bananas blended into soft-serve, with cocoa or berries as you like.',
    meal: 'Snacks',
    ease: 'Easy',
    servings: 2,
    active: 5,
    total: 5,
    health: 'No added sugar',
    ingredients:
      '3 frozen ripe bananas, in chunks | 1 tbsp cocoa powder or 1/2 cup frozen berries | splash of soy milk',
    directions:
      'Blend the bananas in a food processor, scraping down, until creamy. | Add cocoa or berries and a splash of milk and blend again. Serve at once.',
  },
  {
    title: 'Baked Kale Chips',
    description: 'Crisp curly kale with nutritional yeast and garlic, baked slowly.',
    meal: 'Snacks',
    ease: 'Easy',
    servings: 4,
    active: 10,
    total: 30,
    health: 'Calcium rich, Vitamin K rich',
    ingredients:
      '1 bunch curly kale, stems removed | 2 tbsp nutritional yeast | 1/2 tsp garlic powder | 1 tbsp lemon juice',
    directions:
      'Tear the kale into pieces and massage with lemon juice, yeast and garlic. | Spread on two lined trays and bake at 150 °C for 20 minutes until crisp.',
  },
  {
    title: 'White Bean and Rosemary Dip',
    description: 'Cannellini beans blended with roasted garlic, lemon and rosemary.',
    meal: 'Snacks',
    ease: 'Easy',
    servings: 6,
    active: 10,
    total: 40,
    health: 'High fibre',
    ingredients:
      '1 can (400 g) cannellini beans, rinsed | 1 head garlic | 1 tsp chopped rosemary | juice of 1 lemon | 2 tbsp water',
    directions:
      'Roast the garlic head wrapped in parchment at 200 °C for 30 minutes. | Squeeze the cloves into a blender with beans, rosemary, lemon and water and blend smooth.',
    secondary: true,
  },
  {
    title: 'Ratatouille',
    description:
      'Eggplant, zucchini, peppers and tomatoes stewed slowly with herbes de Provence. A summer classic.',
    meal: 'Dinner',
    ease: 'Moderate',
    servings: 6,
    active: 25,
    total: 75,
    health: 'Heart healthy, Vitamin C rich',
    ingredients:
      '1 eggplant, cubed | 2 zucchini, cubed | 2 bell peppers, diced | 1 onion, diced | 4 cloves garlic | 1 can (800 g) whole tomatoes | 2 tsp herbes de Provence | 1/2 cup fresh basil',
    directions:
      'Dry-sauté the onion and peppers 8 minutes, add garlic. | Add eggplant, zucchini, tomatoes and herbs, cover and simmer 45 minutes. | Stir in the basil and serve with whole-grain bread or brown rice.',
    secondary: true,
  },
  {
    title: 'Spicy Peanut Tempeh Lettuce Cups',
    description:
      'Crumbled tempeh in a spicy peanut sauce with carrot and herbs, in crisp lettuce leaves.',
    meal: 'Lunch',
    ease: 'Moderate',
    servings: 4,
    active: 20,
    total: 25,
    health: 'High protein, Fermented',
    ingredients:
      '1 block (225 g) tempeh, crumbled | 2 tbsp natural peanut butter | 1 tbsp low-sodium soy sauce | 1 tsp sriracha | juice of 1 lime | 1 carrot, grated | 1/4 cup mint and cilantro | 1 head butter lettuce',
    directions:
      'Steam the tempeh 10 minutes to soften its taste. | Whisk peanut butter, soy sauce, sriracha, lime and 3 tbsp water and toss with the tempeh and carrot. | Spoon into lettuce leaves and top with herbs.',
    secondary: true,
  },
  {
    title: 'Moroccan Vegetable Tagine',
    description:
      'Sweet potato, carrots and chickpeas with dried apricots, cinnamon and cumin, served over whole-wheat couscous.',
    meal: 'Dinner',
    ease: 'Moderate',
    servings: 6,
    active: 20,
    total: 60,
    health: 'High fibre, Vitamin A rich',
    ingredients:
      '1 onion, diced | 2 sweet potatoes, cubed | 3 carrots, sliced | 1 can (400 g) chickpeas, rinsed | 1 can (400 g) diced tomatoes | 1/2 cup dried apricots, chopped | 2 tsp cumin | 1 tsp cinnamon | 1 tsp ground ginger | 3 cups vegetable broth | 2 cups whole-wheat couscous',
    directions:
      'Dry-sauté the onion 6 minutes and add the spices for 1 minute. | Add vegetables, chickpeas, tomatoes, apricots and broth and simmer 35 minutes. | Pour boiling water over the couscous, cover 5 minutes, fluff and serve under the tagine.',
    secondary: true,
  },
];
