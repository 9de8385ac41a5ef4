import type { SeedRecipe } from './types';

/** Breakfast and brunch: whole-food, plant-based, no oil. */
export const BREAKFAST_RECIPES: SeedRecipe[] = [
  {
    title: 'Overnight Oats with Berries',
    description:
      'Rolled oats soaked overnight in oat milk with chia and cinnamon, topped with fresh berries. Ready when you wake up, and it keeps four days in the fridge.',
    meal: 'Breakfast',
    ease: 'Easy',
    servings: 2,
    active: 5,
    total: 485,
    health: 'High fibre, Heart healthy',
    ingredients:
      '1 cup rolled oats | 1 1/4 cups unsweetened oat milk | 1 tbsp chia seeds | 1 tsp ground cinnamon | 1 ripe banana, mashed | 1 cup mixed berries',
    directions:
      'Stir the oats, oat milk, chia, cinnamon and banana together in a jar. | Cover and refrigerate overnight, at least 8 hours. | Stir, loosen with a splash of milk if thick, and top with the berries.',
  },
  {
    title: 'Tofu Scramble with Spinach',
    description:
      'Crumbled firm tofu cooked with turmeric, onion and peppers, finished with a handful of spinach. A savoury breakfast with plenty of protein.',
    meal: 'Breakfast',
    ease: 'Easy',
    servings: 2,
    active: 15,
    total: 20,
    health: 'High protein, Calcium rich',
    ingredients:
      '1 block (400 g) firm tofu, drained | 1 small onion, diced | 1 red bell pepper, diced | 1/2 tsp ground turmeric | 1 tbsp nutritional yeast | 2 cups baby spinach | black pepper',
    directions:
      'Dry-sauté the onion and pepper in a non-stick pan with a splash of water for 5 minutes. | Crumble in the tofu, add turmeric and nutritional yeast, and cook 6 minutes, stirring. | Fold in the spinach until wilted and season with pepper.',
  },
  {
    title: 'Banana Buckwheat Pancakes',
    description:
      'Fluffy pancakes of buckwheat and oat flour sweetened only with ripe banana, cooked on a dry non-stick griddle.',
    meal: 'Brunch',
    ease: 'Moderate',
    servings: 4,
    active: 25,
    total: 30,
    health: 'Whole grain, No added sugar',
    ingredients:
      '1 cup buckwheat flour | 1/2 cup oat flour | 2 tsp baking powder | 2 ripe bananas | 1 1/4 cups soy milk | 1 tbsp ground flaxseed | 1 tsp vanilla extract',
    directions:
      'Mash the bananas and whisk in the soy milk, flaxseed and vanilla; rest 5 minutes. | Stir in the flours and baking powder until just combined. | Cook 1/4 cup portions on a hot non-stick griddle, 2–3 minutes a side.',
  },
  {
    title: 'Savoury Chickpea Omelette',
    description:
      'A chickpea-flour batter cooked like an omelette and folded around mushrooms and tomatoes. Good for a slow weekend brunch.',
    meal: 'Brunch',
    ease: 'Moderate',
    servings: 2,
    active: 20,
    total: 25,
    health: 'High protein, Gluten free',
    ingredients:
      '1 cup chickpea flour | 1 cup water | 1 tbsp nutritional yeast | 1/4 tsp turmeric | 1/2 tsp baking powder | 1 cup sliced mushrooms | 1 tomato, diced | 2 green onions, sliced',
    directions:
      'Whisk the flour, water, yeast, turmeric and baking powder into a smooth batter. | Cook the mushrooms in a dry non-stick pan until browned, then set aside with the tomato. | Pour in half the batter, cook 3 minutes, add half the filling, fold and cook 2 more minutes. Repeat.',
  },
  {
    title: 'Apple Cinnamon Steel-Cut Oats',
    description:
      'Chewy steel-cut oats simmered with diced apple, cinnamon and a few raisins. Make a big pot and reheat through the week.',
    meal: 'Breakfast',
    ease: 'Easy',
    servings: 4,
    active: 10,
    total: 35,
    health: 'High fibre, Whole grain',
    ingredients:
      '1 cup steel-cut oats | 4 cups water | 2 apples, diced | 2 tsp ground cinnamon | 1/4 cup raisins | 2 tbsp chopped walnuts',
    directions:
      'Bring the water to a boil, stir in the oats and lower to a simmer. | Add the apples, cinnamon and raisins and cook 25–30 minutes, stirring now and then. | Serve topped with walnuts.',
  },
  {
    title: 'Sweet Potato Breakfast Hash',
    description:
      'Roasted sweet potato cubes with black beans, onion and smoked paprika, topped with avocado and salsa.',
    meal: 'Brunch',
    ease: 'Moderate',
    servings: 3,
    active: 15,
    total: 40,
    health: 'High fibre, Vitamin A rich',
    ingredients:
      '2 medium sweet potatoes, cubed | 1 red onion, diced | 1 can (400 g) black beans, rinsed | 1 tsp smoked paprika | 1/2 tsp ground cumin | 1 avocado, sliced | 1/2 cup salsa',
    directions:
      'Roast the sweet potato on a lined tray at 220 °C for 25 minutes, turning once. | Dry-sauté the onion until soft, add the beans and spices and warm through. | Toss with the sweet potato and serve with avocado and salsa.',
  },
  {
    title: 'Green Breakfast Smoothie',
    description:
      'Spinach, banana, frozen mango and flaxseed blended with oat milk. Two minutes and the blender does the work.',
    meal: 'Breakfast',
    ease: 'Easy',
    servings: 1,
    active: 5,
    total: 5,
    health: 'Iron rich, Omega-3',
    ingredients:
      '2 cups baby spinach | 1 frozen banana | 1/2 cup frozen mango | 1 tbsp ground flaxseed | 1 cup unsweetened oat milk',
    directions:
      'Put everything in the blender, greens first. | Blend on high for 60 seconds until smooth; add water to thin if needed.',
  },
  {
    title: 'Whole-Grain Blueberry Muffins',
    description:
      'Tender muffins of whole-wheat flour and oats, sweetened with applesauce and dates, full of blueberries.',
    meal: 'Breakfast',
    ease: 'Moderate',
    servings: 12,
    active: 20,
    total: 45,
    health: 'Whole grain, No oil',
    ingredients:
      '2 cups whole-wheat pastry flour | 1/2 cup rolled oats | 2 tsp baking powder | 1/2 tsp baking soda | 1 cup unsweetened applesauce | 1/2 cup date paste | 1 cup soy milk | 1 tbsp apple cider vinegar | 1 1/2 cups blueberries',
    directions:
      'Heat the oven to 180 °C and line a 12-cup muffin tin. | Whisk the soy milk and vinegar, then the applesauce and date paste. | Fold in the dry ingredients and then the blueberries. | Fill the cups and bake 22–25 minutes until a toothpick comes out clean.',
  },
  {
    title: 'Peanut Butter Banana Toast',
    description:
      'Sprouted whole-grain toast with natural peanut butter, sliced banana and a pinch of cinnamon.',
    meal: 'Breakfast',
    ease: 'Easy',
    servings: 1,
    active: 5,
    total: 5,
    health: 'Whole grain, High protein',
    ingredients:
      '2 slices sprouted whole-grain bread | 2 tbsp natural peanut butter | 1 banana, sliced | pinch of ground cinnamon',
    directions:
      'Toast the bread. | Spread with peanut butter, top with banana and sprinkle with cinnamon.',
  },
  {
    title: 'Millet Breakfast Porridge',
    description: 'Creamy millet cooked with pear and ginger, a gluten-free change from oats.',
    meal: 'Breakfast',
    ease: 'Easy',
    servings: 2,
    active: 10,
    total: 30,
    health: 'Gluten free, Whole grain',
    ingredients:
      '1/2 cup millet, rinsed | 2 cups water | 1 pear, diced | 1 tsp grated fresh ginger | 1/2 cup soy milk | 1 tbsp pumpkin seeds',
    directions:
      'Toast the millet in a dry pot for 2 minutes. | Add water, pear and ginger, cover and simmer 20 minutes. | Stir in the soy milk and cook 5 minutes more until creamy; top with pumpkin seeds.',
    secondary: true,
  },
  {
    title: 'Black Bean Breakfast Burritos',
    description:
      'Whole-wheat tortillas filled with spiced black beans, potatoes, peppers and salsa. Wrap and freeze a batch for busy mornings.',
    meal: 'Brunch',
    ease: 'Challenging',
    servings: 6,
    active: 35,
    total: 50,
    health: 'High fibre, High protein',
    ingredients:
      '6 whole-wheat tortillas | 2 potatoes, diced | 1 can (400 g) black beans, rinsed | 1 green bell pepper, diced | 1 onion, diced | 1 tsp chili powder | 1 tsp cumin | 1 cup salsa | 1 cup chopped cilantro',
    directions:
      'Roast the potatoes at 220 °C for 25 minutes. | Dry-sauté onion and pepper, add beans and spices and mash lightly. | Combine with the potatoes and cilantro. | Fill each tortilla, add salsa, roll tightly and warm seam-side down in a dry pan.',
  },
];
