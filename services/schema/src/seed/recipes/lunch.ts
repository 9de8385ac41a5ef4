import type { SeedRecipe } from './types';

/** Lunches: bowls, soups, salads and wraps. */
export const LUNCH_RECIPES: SeedRecipe[] = [
  {
    title: 'Red Lentil Soup',
    description:
      'A golden soup of red lentils, carrot and cumin, finished with lemon. Red lentils cook in 20 minutes and need no soaking.',
    meal: 'Lunch',
    ease: 'Easy',
    servings: 4,
    active: 10,
    total: 35,
    health: 'High protein, High fibre, Iron rich',
    ingredients:
      '1 1/2 cups red lentils, rinsed | 1 onion, diced | 2 carrots, diced | 3 cloves garlic, minced | 2 tsp ground cumin | 6 cups low-sodium vegetable broth | juice of 1 lemon',
    directions:
      'Dry-sauté the onion and carrot with a splash of broth for 5 minutes; add garlic and cumin for 1 minute. | Add the lentils and broth, bring to a boil and simmer 20 minutes. | Blend half the soup, stir it back in and add the lemon juice.',
  },
  {
    title: 'Mediterranean Quinoa Salad',
    description:
      'Quinoa with cucumber, tomatoes, olives, chickpeas and parsley in a lemon and oregano dressing.',
    meal: 'Lunch',
    ease: 'Easy',
    servings: 4,
    active: 15,
    total: 30,
    health: 'Gluten free, High protein',
    ingredients:
      '1 cup quinoa, rinsed | 1 cucumber, diced | 1 cup cherry tomatoes, halved | 1/3 cup kalamata olives, sliced | 1 can (400 g) chickpeas, rinsed | 1 cup chopped parsley | juice of 2 lemons | 1 tsp dried oregano',
    directions:
      'Simmer the quinoa in 2 cups water for 15 minutes, then cool. | Toss with the vegetables, olives, chickpeas and parsley. | Dress with lemon juice and oregano and season with pepper.',
  },
  {
    title: 'Chickpea Salad Sandwich',
    description:
      'Mashed chickpeas with celery, mustard and a little tahini, on whole-grain bread with lettuce and tomato.',
    meal: 'Lunch',
    ease: 'Easy',
    servings: 3,
    active: 10,
    total: 10,
    health: 'High fibre, High protein',
    ingredients:
      '1 can (400 g) chickpeas, rinsed | 2 stalks celery, finely diced | 2 tbsp tahini | 1 tbsp Dijon mustard | 1 tbsp lemon juice | 2 tbsp chopped dill | 6 slices whole-grain bread | lettuce and tomato',
    directions:
      'Mash the chickpeas with a fork, leaving some texture. | Stir in the celery, tahini, mustard, lemon and dill. | Spread on bread with lettuce and tomato.',
  },
  {
    title: 'Rainbow Buddha Bowl',
    description:
      'Brown rice, roasted chickpeas, shredded red cabbage, carrot, edamame and greens with a ginger-miso dressing.',
    meal: 'Lunch',
    ease: 'Moderate',
    servings: 2,
    active: 20,
    total: 45,
    health: 'Whole grain, High protein',
    ingredients:
      '1 cup brown rice | 1 can (400 g) chickpeas, rinsed | 1 tsp smoked paprika | 1 cup shredded red cabbage | 1 carrot, grated | 1 cup shelled edamame | 2 cups mixed greens | 1 tbsp white miso | 1 tbsp rice vinegar | 1 tsp grated ginger',
    directions:
      'Cook the rice. | Toss the chickpeas with paprika and roast at 200 °C for 25 minutes. | Whisk miso, vinegar, ginger and 2 tbsp water into a dressing. | Arrange rice, vegetables, edamame and chickpeas in bowls and drizzle.',
  },
  {
    title: 'Minestrone with White Beans',
    description:
      'A hearty Italian vegetable soup with white beans, whole-wheat pasta, tomatoes and kale.',
    meal: 'Lunch',
    ease: 'Moderate',
    servings: 6,
    active: 20,
    total: 50,
    health: 'High fibre, Heart healthy',
    ingredients:
      '1 onion, diced | 2 carrots, diced | 2 stalks celery, diced | 2 zucchini, diced | 1 can (800 g) crushed tomatoes | 6 cups vegetable broth | 1 can (400 g) cannellini beans, rinsed | 1 cup whole-wheat elbow pasta | 3 cups chopped kale | 1 tsp dried basil',
    directions:
      'Dry-sauté the onion, carrot and celery for 8 minutes. | Add zucchini, tomatoes, broth and basil and simmer 20 minutes. | Add beans and pasta and cook 10 minutes; stir in kale until wilted.',
  },
  {
    title: 'Hummus Veggie Wrap',
    description:
      'Whole-wheat wrap spread with oil-free hummus and rolled around crunchy raw vegetables and sprouts.',
    meal: 'Lunch',
    ease: 'Easy',
    servings: 2,
    active: 10,
    total: 10,
    health: 'High fibre, Raw vegetables',
    ingredients:
      '2 large whole-wheat tortillas | 1/2 cup oil-free hummus | 1 carrot, julienned | 1/2 cucumber, sliced | 1 red bell pepper, sliced | 1 cup alfalfa sprouts | 1 cup spinach',
    directions:
      'Spread each tortilla with hummus. | Layer the vegetables down the middle, fold in the sides and roll tightly. | Cut in half on the diagonal.',
  },
  {
    title: 'Black Bean Soup',
    description:
      'Smoky black beans simmered with onion, peppers and cumin, partly blended for body. Top with salsa and cilantro.',
    meal: 'Lunch',
    ease: 'Easy',
    servings: 4,
    active: 10,
    total: 35,
    health: 'High fibre, Iron rich',
    ingredients:
      '2 cans (400 g each) black beans, rinsed | 1 onion, diced | 1 green bell pepper, diced | 3 cloves garlic | 2 tsp ground cumin | 1 tsp smoked paprika | 4 cups vegetable broth | juice of 1 lime',
    directions:
      'Dry-sauté the onion and pepper for 6 minutes, then garlic and spices for 1. | Add beans and broth and simmer 20 minutes. | Blend a third of the soup and return it; finish with lime juice.',
    secondary: true,
  },
  {
    title: 'Soba Noodle Salad with Peanut Sauce',
    description:
      'Buckwheat soba noodles tossed with cabbage, carrot, edamame and cilantro in a creamy peanut-lime sauce.',
    meal: 'Lunch',
    ease: 'Moderate',
    servings: 4,
    active: 20,
    total: 25,
    health: 'Whole grain, High protein',
    ingredients:
      '200 g soba noodles | 2 cups shredded cabbage | 2 carrots, grated | 1 cup shelled edamame | 1/2 cup cilantro | 3 tbsp natural peanut butter | 2 tbsp low-sodium soy sauce | juice of 2 limes | 1 tsp grated ginger',
    directions:
      'Cook the soba, rinse under cold water and drain. | Whisk peanut butter, soy sauce, lime, ginger and 3 tbsp warm water. | Toss noodles, vegetables and edamame with the sauce and top with cilantro.',
  },
  {
    title: 'Stuffed Sweet Potatoes',
    description:
      'Baked sweet potatoes split and filled with black beans, corn, salsa and a spoon of cashew cream.',
    meal: 'Lunch',
    ease: 'Easy',
    servings: 4,
    active: 10,
    total: 55,
    health: 'Vitamin A rich, High fibre',
    ingredients:
      '4 medium sweet potatoes | 1 can (400 g) black beans, rinsed | 1 cup corn kernels | 1 cup salsa | 1/4 cup cashew cream | 2 green onions, sliced',
    directions:
      'Bake the sweet potatoes at 200 °C for 45 minutes until soft. | Warm the beans and corn together. | Split each potato, fill with beans and corn, and top with salsa, cashew cream and green onion.',
  },
  {
    title: 'Lentil Tabbouleh',
    description:
      'Bulgur, green lentils and a big bunch of parsley and mint with tomato, cucumber and lemon.',
    meal: 'Lunch',
    ease: 'Easy',
    servings: 4,
    active: 15,
    total: 35,
    health: 'Whole grain, Iron rich',
    ingredients:
      '1/2 cup fine bulgur | 1/2 cup green lentils | 2 cups chopped parsley | 1/2 cup chopped mint | 2 tomatoes, diced | 1 cucumber, diced | juice of 2 lemons',
    directions:
      'Simmer the lentils in water for 20 minutes until just tender; drain. | Pour 1/2 cup boiling water over the bulgur, cover for 15 minutes. | Combine everything and dress with lemon juice.',
    secondary: true,
  },
];
