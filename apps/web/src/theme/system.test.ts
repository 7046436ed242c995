import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as theme from '@chakra-ui/react/theme';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { ON_DEMAND_RECIPES, ON_DEMAND_SLOT_RECIPES } from './on-demand-recipes';
import { addSlotRecipes, RECIPES, SLOT_RECIPES, system } from './system';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Names imported from '@chakra-ui/react' by one source file. */
function chakraImports(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
    for (const part of (m[1] ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * The recipe keys a source file adds at its top level: `addSlotRecipes({ tabs: tabsSlotRecipe })` for `fn`
 * 'addSlotRecipes', `addRecipes({ input: inputRecipe })` for 'addRecipes'.
 */
function added(text: string, fn: 'addSlotRecipes' | 'addRecipes'): Set<string> {
  const keys = new Set<string>();
  for (const m of text.matchAll(new RegExp(`^${fn}\\(\\{([^}]*)\\}\\);$`, 'gm'))) {
    for (const part of (m[1] ?? '').split(',')) keys.add(part.split(':')[0]?.trim() ?? '');
  }
  return keys;
}

describe('the app Chakra system', () => {
  // The system bundles only the recipes listed in system.ts, and the modules loaded on demand add theirs
  // (addSlotRecipes): a component drawn without its recipe renders unstyled. Every imported component that Chakra
  // styles with a recipe must have it listed, or added by the file that imports it.
  it('has the recipe of every Chakra component the app imports', () => {
    const exported = theme as Record<string, unknown>;
    const missing: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      const slots = added(text, 'addSlotRecipes');
      const singles = added(text, 'addRecipes');
      for (const name of chakraImports(text)) {
        const key = name.charAt(0).toLowerCase() + name.slice(1);
        if (`${key}SlotRecipe` in exported && !(key in SLOT_RECIPES) && !slots.has(key))
          missing.push(`${name} in ${file} (slot recipe ${key})`);
        else if (`${key}Recipe` in exported && !(key in RECIPES) && !singles.has(key))
          missing.push(`${name} in ${file} (recipe ${key})`);
      }
    }
    expect(missing).toEqual([]);
  });

  // The build keeps the modules of the on-demand lists out of the first load's chunk (vite.config.ts): a recipe
  // added on demand but not listed there would ride along with every page's first load.
  it('lists every recipe added on demand, and none the system has from the start', () => {
    const texts = sourceFiles(SRC).map((file) => readFileSync(file, 'utf8'));
    const all = (fn: 'addSlotRecipes' | 'addRecipes') =>
      [...new Set(texts.flatMap((t) => [...added(t, fn)]))].sort();
    expect(all('addSlotRecipes')).toEqual([...ON_DEMAND_SLOT_RECIPES].sort());
    expect(all('addRecipes')).toEqual([...ON_DEMAND_RECIPES].sort());
    expect(ON_DEMAND_SLOT_RECIPES.filter((key) => key in SLOT_RECIPES)).toEqual([]);
    expect(ON_DEMAND_RECIPES.filter((key) => key in RECIPES)).toEqual([]);
  });

  it('adds a slot recipe loaded on demand, and keeps one it already has', () => {
    const before = system.getSlotRecipe('list');
    addSlotRecipes({ list: tabsSlotRecipe, tabs: tabsSlotRecipe });
    expect(system.getSlotRecipe('tabs')).toBe(tabsSlotRecipe);
    expect(system.getSlotRecipe('list')).toBe(before);
  });
});
