import { describe, expect, it } from 'vitest';
import { type ChunkInfo, routePatternOf, routePreloads } from './route-preloads.ts';

describe('routePatternOf', () => {
  it('spells flat route files as routes.json does', () => {
    expect(routePatternOf('index')).toBe('/');
    expect(routePatternOf('search')).toBe('/search');
    expect(routePatternOf('documents.$id')).toBe('/documents/$id');
    expect(routePatternOf('documents.index')).toBe('/documents');
    expect(routePatternOf('__root')).toBeNull();
    expect(routePatternOf('-components')).toBeNull();
  });
});

describe('routePreloads', () => {
  // A bundle as the build writes it (synthetic, test only): the entry and its shared chunk, the search page's split
  // component with a chunk of its own and one shared with the entry, and the ticker every page waits for.
  const chunk = (fileName: string, imports: string[], extra: Partial<ChunkInfo> = {}): ChunkInfo => ({
    fileName,
    type: 'chunk',
    imports,
    ...extra,
  });
  const bundle: Record<string, ChunkInfo> = {
    'assets/index-a.js': chunk('assets/index-a.js', ['assets/shared-b.js'], {
      isEntry: true,
      facadeModuleId: '/app/src/main.tsx',
    }),
    'assets/shared-b.js': chunk('assets/shared-b.js', []),
    'assets/search-c.js': chunk('assets/search-c.js', ['assets/card-d.js', 'assets/shared-b.js'], {
      facadeModuleId: '/app/src/routes/search.tsx?tsr-split=component',
    }),
    'assets/card-d.js': chunk('assets/card-d.js', ['assets/icons-e.js']),
    'assets/icons-e.js': chunk('assets/icons-e.js', []),
    'assets/Ticker-f.js': chunk('assets/Ticker-f.js', ['assets/icons-e.js'], {
      facadeModuleId: '/app/src/features/parliamentary-debates/ParliamentaryDebatesTicker.tsx',
    }),
    'assets/index.css': { fileName: 'assets/index.css', type: 'asset' },
  };

  it("names a route's chunk and its imports, transitively, without the entry's", () => {
    expect(routePreloads(bundle)).toEqual({
      '/search': ['/assets/search-c.js', '/assets/card-d.js', '/assets/icons-e.js'],
    });
  });

  it('adds the chunks every page waits for, once', () => {
    expect(routePreloads(bundle, '/', [/ParliamentaryDebatesTicker\.tsx$/])).toEqual({
      '/search': ['/assets/search-c.js', '/assets/card-d.js', '/assets/icons-e.js', '/assets/Ticker-f.js'],
    });
  });
});
