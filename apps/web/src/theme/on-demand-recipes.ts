/**
 * The Chakra slot recipes the app's system leaves out of every page's first load: only code loaded on demand draws
 * their components (the pages' cards, checkboxes, alerts and selects, the citation dialog, the header's menus, the
 * debates ticker's progress bar, tables, tool tabs, toasts, tooltips), and that code adds them (`addSlotRecipes` in
 * ./system.ts). The web build keeps these recipes' modules out of the chunk of first-load code (vite.config.ts).
 */
export const ON_DEMAND_SLOT_RECIPES = [
  'alert',
  'card',
  'checkbox',
  'dialog',
  'field',
  'fieldset',
  'menu',
  'nativeSelect',
  'progress',
  'stat',
  'table',
  'tabs',
  'toast',
  'tooltip',
] as const;

/** The same for single-part components (`addRecipes`): the pages' text boxes and loading skeletons. */
export const ON_DEMAND_RECIPES = ['input', 'skeleton'] as const;

/**
 * The file names of these recipes' modules in Chakra's package (`nativeSelect` → `native-select`), with `select`,
 * the recipe `native-select` is built from.
 */
export const ON_DEMAND_RECIPE_FILES: readonly string[] = [
  ...[...ON_DEMAND_SLOT_RECIPES, ...ON_DEMAND_RECIPES].map((key) =>
    key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
  ),
  'select',
];
