// Dietary markers as menus write them -> one vocabulary ("vegan", "gluten-free", ...).
const MARKERS: Array<[RegExp, string]> = [
  [/\bvegan\b|\(vg\)|🌱|\bVG\b/i, 'vegan'],
  [/\bvegetarian\b|\(v\)|\bveggie\b|🥕/i, 'vegetarian'],
  [/gluten[- ]?free|\(gf\)|\bGF\b|sans gluten|glutenfrei/i, 'gluten-free'],
  [/dairy[- ]?free|\(df\)|\bDF\b|lactose[- ]?free/i, 'dairy-free'],
  [/nut[- ]?free/i, 'nut-free'],
  [/\bspicy\b|🌶|\bhot!/i, 'spicy'],
  [/\bhalal\b/i, 'halal'],
  [/\bkosher\b/i, 'kosher'],
];

/** schema.org RestrictedDiet values ("https://schema.org/VeganDiet") -> the same vocabulary. */
const DIETS: Record<string, string> = {
  VeganDiet: 'vegan', VegetarianDiet: 'vegetarian', GlutenFreeDiet: 'gluten-free', LowLactoseDiet: 'dairy-free',
  HalalDiet: 'halal', KosherDiet: 'kosher', DiabeticDiet: 'diabetic', LowFatDiet: 'low-fat', LowSaltDiet: 'low-salt', LowCalorieDiet: 'low-calorie', HinduDiet: 'hindu',
};

export function dietaryFromText(text: string): string[] {
  const found = MARKERS.filter(([re]) => re.test(text)).map(([, name]) => name);
  // a vegan dish is vegetarian too, but menus mark only the stronger one; keep what is written
  return [...new Set(found)];
}

export function dietaryFromSchema(values: readonly string[]): string[] {
  return [...new Set(values.map((v) => DIETS[v.replace(/^.*[/#:]/, '')]).filter((d): d is string => !!d))];
}
