import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as theme from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { RECIPES, SLOT_RECIPES } from './system';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Names imported from '@chakra-ui/react' anywhere in the web app's source. */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of (m[1] ?? '').split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

describe('the app Chakra system', () => {
  // The system bundles only the recipes listed in system.ts: a component imported without its recipe renders
  // unstyled. Every imported component that Chakra styles with a recipe must have it listed.
  it('has the recipe of every Chakra component the app imports', () => {
    const exported = theme as Record<string, unknown>;
    const missing: string[] = [];
    for (const name of chakraImports()) {
      const key = name.charAt(0).toLowerCase() + name.slice(1);
      if (`${key}SlotRecipe` in exported && !(key in SLOT_RECIPES))
        missing.push(`${name} (slot recipe ${key})`);
      else if (`${key}Recipe` in exported && !(key in RECIPES)) missing.push(`${name} (recipe ${key})`);
    }
    expect(missing).toEqual([]);
  });
});
