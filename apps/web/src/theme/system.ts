import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  mergeConfigs,
  type RecipeDefinition,
  type SlotRecipeConfig,
} from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  markRecipe,
  semanticTokens,
  spinnerRecipe,
  switchSlotRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Recipes of the Chakra components the app uses (keys as Chakra names them), less those only code loaded on demand
 * draws (ON_DEMAND_RECIPES, added by that code with `addRecipes`). Only these are bundled: Chakra's
 * `defaultSystem` carries the recipes of all ~70 components (about a third of the first page's JavaScript).
 * A Chakra component used without its recipe here renders unstyled: add its recipe (or slot recipe) below when
 * a new kind of Chakra component is imported.
 */
export const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  link: linkRecipe,
  mark: markRecipe,
  spinner: spinnerRecipe,
};

/**
 * Slot recipes of the multi-part Chakra components the entry's own code draws (the header, the footer). Those that
 * only code loaded later draws (ON_DEMAND_SLOT_RECIPES: a page's components, dialogs, menus, …) are added by that
 * code (`addSlotRecipes`).
 */
export const SLOT_RECIPES = {
  list: listSlotRecipe,
  switch: switchSlotRecipe,
};

/**
 * Chakra's semantic tokens with a darker focus ring for the gray palette (links, gray buttons, checkboxes): the
 * default gray.400 (#a1a1aa) is 2.6:1 on white, under the 3:1 a focus indicator needs (WCAG 2.2, 1.4.11); gray.600
 * is 7.7:1.
 */
const SEMANTIC_TOKENS = {
  ...semanticTokens,
  colors: {
    ...semanticTokens.colors,
    gray: {
      ...semanticTokens.colors?.gray,
      focusRing: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
    },
  },
};

/**
 * The app's Chakra system: Chakra's default theme (tokens, semantic tokens, global CSS, text and layer styles —
 * the same look as `defaultSystem`) with only the recipes above.
 */
export const system = createSystem(
  mergeConfigs(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix,
      cssVarsRoot,
      globalCss,
      theme: {
        breakpoints,
        keyframes,
        tokens,
        semanticTokens: SEMANTIC_TOKENS,
        recipes: RECIPES,
        slotRecipes: SLOT_RECIPES,
        textStyles,
        layerStyles,
        animationStyles,
      },
    }),
  ),
);

/**
 * Adds the slot recipes of Chakra components that only code loaded on demand renders (the citation dialog, the
 * header's menus, the tool tabs, …) to the app's system, so they stay out of every page's first load. Recipes are
 * keyed as Chakra names them (`{ tabs: tabsSlotRecipe }`); a key the system already has is left as it is. Call it at
 * the top level of every module that renders such a component, so the recipe is there before its first render:
 * Chakra keeps the style function it makes for a key the first time, and a component drawn before its recipe was
 * added would stay unstyled.
 */
export function addSlotRecipes(recipes: Record<string, SlotRecipeConfig>): void {
  // The object the system reads its slot recipes from (createSystem keeps the merged config's theme as it is).
  const slotRecipes = system._config.theme?.slotRecipes;
  if (!slotRecipes) throw new Error('The app system has no slot recipes to add to');
  for (const [key, recipe] of Object.entries(recipes)) {
    if (!system.isSlotRecipe(key)) slotRecipes[key] = recipe;
  }
}

/**
 * `addSlotRecipes` for single-part components (`{ input: inputRecipe }`): adds recipes the system does not have yet,
 * from the top level of the module that draws the component.
 */
export function addRecipes(recipes: Record<string, RecipeDefinition>): void {
  const known = system._config.theme?.recipes;
  if (!known) throw new Error('The app system has no recipes to add to');
  for (const [key, recipe] of Object.entries(recipes)) {
    if (!system.isRecipe(key)) known[key] = recipe;
  }
}
