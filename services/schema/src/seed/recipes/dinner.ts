import type { SeedRecipe } from './types';

/** Dinners: stews, curries, bakes and stir-fries. */
export const DINNER_RECIPES: SeedRecipe[] = [
  {
    title: 'Chickpea and Spinach Curry',
    description:
      'Chickpeas simmered in a tomato and coconut-light curry sauce with ginger, garam masala and spinach. Serve over brown rice.',
    meal: 'Dinner',
    ease: 'Moderate',
    servings: 4,
    active: 20,
    total: 40,
    health: 'High fibre, Iron rich',
    ingredients:
      '2 cans (400 g each) chickpeas, rinsed | 1 onion, diced | 3 cloves garlic | 1 tbsp grated ginger | 2 tsp garam masala | 1 tsp turmeric | 1 can (400 g) diced tomatoes | 1 cup light coconut milk | 4 cups spinach | 2 cups cooked brown rice',
    directions:
      'Dry-sauté the onion 6 minutes; add garlic, ginger and spices for 1 minute. | Add tomatoes, coconut milk and chickpeas and simmer 15 minutes. | Stir in the spinach and serve over rice.',
  },
  {
    title: 'Lentil Shepherd’s Pie',
    description:
      'Brown lentils, mushrooms and vegetables in a thyme gravy under a layer of mashed potatoes, baked until golden.',
    meal: 'Dinner',
    ease: 'Challenging',
    servings: 6,
    active: 40,
    total: 80,
    health: 'High protein, High fibre',
    ingredients:
      '1 1/2 cups brown lentils | 1 kg potatoes, peeled and cubed | 1/2 cup soy milk | 1 onion, diced | 2 carrots, diced | 250 g mushrooms, chopped | 1 cup peas | 2 tbsp tomato paste | 1 tbsp low-sodium soy sauce | 2 tsp dried thyme | 2 cups vegetable broth',
    directions:
      'Simmer the lentils in the broth for 25 minutes. | Boil the potatoes until tender and mash with the soy milk. | Dry-sauté onion, carrot and mushrooms 10 minutes; add tomato paste, soy sauce, thyme, lentils and peas. | Spread in a baking dish, cover with the mash and bake at 200 °C for 25 minutes.',
  },
  {
    title: 'Veggie Stir-Fry with Tofu',
    description:
      'Broccoli, snap peas, peppers and baked tofu in a garlic-ginger sauce, over brown rice.',
    meal: 'Dinner',
    ease: 'Moderate',
    servings: 4,
    active: 25,
    total: 35,
    health: 'High protein, Calcium rich',
    ingredients:
      '1 block (400 g) extra-firm tofu, cubed | 1 head broccoli, in florets | 2 cups snap peas | 1 red bell pepper, sliced | 3 cloves garlic | 1 tbsp grated ginger | 3 tbsp low-sodium soy sauce | 1 tbsp cornstarch | 3 cups cooked brown rice',
    directions:
      'Bake the tofu on a lined tray at 200 °C for 25 minutes. | Stir-fry the vegetables in a hot pan with a splash of water for 5 minutes. | Whisk soy sauce, garlic, ginger, cornstarch and 1/2 cup water; add with the tofu and stir until glossy. | Serve over the rice.',
  },
  {
    title: 'Three-Bean Chili',
    description:
      'Kidney, black and pinto beans with tomatoes, peppers and chili spices. Better on the second day.',
    meal: 'Dinner',
    ease: 'Easy',
    servings: 6,
    active: 15,
    total: 50,
    health: 'High fibre, High protein',
    ingredients:
      '1 can each (400 g) kidney, black and pinto beans, rinsed | 1 onion, diced | 2 bell peppers, diced | 3 cloves garlic | 1 can (800 g) crushed tomatoes | 2 tbsp chili powder | 2 tsp cumin | 1 tsp dried oregano | 1 cup corn kernels',
    directions:
      'Dry-sauté the onion and peppers 8 minutes, then garlic and spices for 1 minute. | Add the tomatoes, beans and corn with 1 cup water. | Simmer 30 minutes, stirring now and then.',
  },
  {
    title: 'Whole-Wheat Pasta Primavera',
    description:
      'Whole-wheat penne with asparagus, zucchini, cherry tomatoes and peas in a light lemon and basil sauce.',
    meal: 'Dinner',
    ease: 'Easy',
    servings: 4,
    active: 20,
    total: 25,
    health: 'Whole grain, Heart healthy',
    ingredients:
      '350 g whole-wheat penne | 1 bunch asparagus, in 3 cm pieces | 1 zucchini, sliced | 1 cup cherry tomatoes, halved | 1 cup peas | 3 cloves garlic | zest and juice of 1 lemon | 1/2 cup fresh basil | 2 tbsp nutritional yeast',
    directions:
      'Cook the pasta, adding asparagus and peas for the last 3 minutes; keep 1 cup of the water. | Sauté the zucchini and garlic in a splash of water 4 minutes, add tomatoes. | Toss with pasta, lemon, basil, yeast and enough pasta water to coat.',
  },
  {
    title: 'Stuffed Bell Peppers',
    description:
      'Peppers filled with brown rice, lentils, tomatoes and Italian herbs, baked until tender.',
    meal: 'Dinner',
    ease: 'Moderate',
    servings: 4,
    active: 25,
    total: 70,
    health: 'Whole grain, Vitamin C rich',
    ingredients:
      '4 large bell peppers | 1 1/2 cups cooked brown rice | 1 cup cooked green lentils | 1 can (400 g) diced tomatoes | 1 onion, diced | 2 cloves garlic | 2 tsp Italian seasoning | 1/2 cup fresh parsley',
    directions:
      'Cut the tops off the peppers and remove the seeds. | Dry-sauté onion and garlic, then mix with rice, lentils, half the tomatoes, herbs and parsley. | Fill the peppers, stand them in a dish over the rest of the tomatoes, cover and bake at 190 °C for 40 minutes.',
  },
  {
    title: 'Mushroom and Barley Stew',
    description:
      'Pearl barley, cremini mushrooms and root vegetables in a rich thyme broth. A warming winter dinner.',
    meal: 'Dinner',
    ease: 'Moderate',
    servings: 6,
    active: 20,
    total: 65,
    health: 'Whole grain, High fibre',
    ingredients:
      '1 cup pearl barley | 500 g cremini mushrooms, sliced | 1 onion, diced | 2 carrots, diced | 2 parsnips, diced | 3 cloves garlic | 8 cups vegetable broth | 2 tsp dried thyme | 2 cups chopped kale',
    directions:
      'Brown the mushrooms in a dry pot for 8 minutes. | Add onion, carrot, parsnip and garlic and cook 5 minutes. | Add barley, broth and thyme and simmer 40 minutes; stir in kale for the last 5.',
    secondary: true,
  },
  {
    title: 'Black Bean Burgers',
    description:
      'Baked patties of black beans, oats and sweet potato, served in whole-grain buns with all the fixings.',
    meal: 'Dinner',
    ease: 'Challenging',
    servings: 6,
    active: 30,
    total: 55,
    health: 'High fibre, Whole grain',
    ingredients:
      '2 cans (400 g each) black beans, rinsed and dried | 1 cup cooked mashed sweet potato | 1 cup rolled oats | 1/2 red onion, finely diced | 1 tsp cumin | 1 tsp smoked paprika | 6 whole-grain buns | lettuce, tomato and mustard',
    directions:
      'Mash the beans, leaving some whole. | Mix in sweet potato, oats, onion and spices and rest 10 minutes. | Shape six patties and bake on a lined tray at 190 °C for 25 minutes, turning once. | Serve in buns with lettuce, tomato and mustard.',
  },
  {
    title: 'Thai Red Curry with Vegetables',
    description:
      'Eggplant, bell pepper, bamboo shoots and chickpeas in red curry paste and light coconut milk, with jasmine brown rice.',
    meal: 'Dinner',
    ease: 'Moderate',
    servings: 4,
    active: 20,
    total: 35,
    health: 'High fibre',
    ingredients:
      '2 tbsp red curry paste | 1 can (400 ml) light coconut milk | 1 eggplant, cubed | 1 red bell pepper, sliced | 1 cup bamboo shoots | 1 can (400 g) chickpeas, rinsed | 1 cup Thai basil | juice of 1 lime | 3 cups cooked brown jasmine rice',
    directions:
      'Cook the curry paste in a splash of coconut milk for 1 minute. | Add the rest of the coconut milk, 1/2 cup water, eggplant and pepper; simmer 12 minutes. | Add bamboo shoots and chickpeas for 5 minutes, then basil and lime. Serve over rice.',
  },
  {
    title: 'Baked Falafel Bowls',
    description:
      'Oven-baked falafel from soaked chickpeas and herbs, with cucumber-tomato salad, greens and tahini-lemon sauce.',
    meal: 'Dinner',
    ease: 'Challenging',
    servings: 4,
    active: 35,
    total: 60,
    health: 'High protein, High fibre',
    ingredients:
      '1 cup dried chickpeas, soaked overnight | 1 small onion | 3 cloves garlic | 1 cup parsley | 1/2 cup cilantro | 2 tsp cumin | 1 tsp coriander | 1/2 tsp baking soda | 3 tbsp tahini | juice of 1 lemon | 1 cucumber and 2 tomatoes, diced | 4 cups mixed greens',
    directions:
      'Pulse the drained chickpeas, onion, garlic, herbs, spices and baking soda into a coarse meal. | Form 20 small patties and bake at 200 °C for 25 minutes, turning once. | Whisk the tahini, lemon and water into a sauce. | Serve over greens with the salad and sauce.',
  },
  {
    title: 'Butternut Squash Risotto',
    description:
      'Creamy short-grain brown rice cooked slowly with roasted butternut squash, sage and nutritional yeast.',
    meal: 'Dinner',
    ease: 'Challenging',
    servings: 4,
    active: 40,
    total: 70,
    health: 'Whole grain, Vitamin A rich',
    ingredients:
      '1 small butternut squash, cubed | 1 1/2 cups short-grain brown rice | 1 onion, diced | 2 cloves garlic | 7 cups hot vegetable broth | 8 sage leaves, chopped | 3 tbsp nutritional yeast',
    directions:
      'Roast the squash at 200 °C for 30 minutes. | Dry-sauté onion and garlic, add the rice and toast 2 minutes. | Add the broth a ladle at a time, stirring, for about 45 minutes until creamy. | Fold in the squash, sage and yeast.',
    secondary: true,
  },
];
