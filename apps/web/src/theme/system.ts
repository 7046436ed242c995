import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  markRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Recipes of the Chakra components the app uses (keys as Chakra names them). Only these are bundled: Chakra's
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
  input: inputRecipe,
  link: linkRecipe,
  mark: markRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

/** Slot recipes of the multi-part Chakra components the app uses. */
export const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
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
