import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PRERENDER_MISMATCH_ATTRIBUTE, prerenderGateScript } from './prerendered';

const SETTINGS = { 'preferred-language': ['en'], sovereign_offline_mode: ['false'] };

/** Runs the gate script against a stored map (null: storage throws) and says whether it marked the page. */
function marks(stored: Record<string, string> | null): boolean {
  const attributes = new Map<string, string>();
  const localStorage = {
    getItem(key: string) {
      if (stored === null) throw new Error('SecurityError: storage blocked');
      return stored[key] ?? null;
    },
  };
  runInNewContext(prerenderGateScript(SETTINGS), {
    window: { localStorage },
    document: {
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    },
  });
  return attributes.has(PRERENDER_MISMATCH_ATTRIBUTE);
}

describe('prerenderGateScript', () => {
  it('leaves the prerendered page shown with nothing stored, the default values stored, or storage blocked', () => {
    expect(marks({})).toBe(false);
    expect(marks({ 'preferred-language': 'en', sovereign_offline_mode: 'false' })).toBe(false);
    expect(marks(null)).toBe(false);
  });

  it('hides it when a saved setting differs (another language, sovereign mode on)', () => {
    expect(marks({ 'preferred-language': 'ar' })).toBe(true);
    expect(marks({ sovereign_offline_mode: 'true' })).toBe(true);
    expect(marks({ 'preferred-language': 'en', sovereign_offline_mode: 'true' })).toBe(true);
  });
});
