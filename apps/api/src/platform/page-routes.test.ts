import { describe, expect, it } from 'vitest';
import { compilePageRoutes, matchPageRoute } from './page-routes';

const ROUTES = compilePageRoutes(['/', '/help', '/search', '/documents/', '/documents/$id']);

describe('matchPageRoute', () => {
  it('matches the home page, literal pages and index routes with or without a trailing slash', () => {
    expect(matchPageRoute(ROUTES, '/')?.pattern).toBe('/');
    expect(matchPageRoute(ROUTES, '/help')?.pattern).toBe('/help');
    expect(matchPageRoute(ROUTES, '/help/')?.pattern).toBe('/help');
    expect(matchPageRoute(ROUTES, '/HELP')?.pattern).toBe('/help');
    expect(matchPageRoute(ROUTES, '/documents')?.pattern).toBe('/documents/');
  });

  it('takes a parameter from one decoded segment', () => {
    expect(matchPageRoute(ROUTES, '/documents/act-2000-24')).toEqual({
      pattern: '/documents/$id',
      params: { id: 'act-2000-24' },
    });
    expect(matchPageRoute(ROUTES, '/documents/a%20b')?.params).toEqual({ id: 'a b' });
  });

  it('answers null for unknown addresses, extra segments and undecodable parameters', () => {
    expect(matchPageRoute(ROUTES, '/no-such-page')).toBeNull();
    expect(matchPageRoute(ROUTES, '/help/more')).toBeNull();
    expect(matchPageRoute(ROUTES, '/documents/a/b')).toBeNull();
    expect(matchPageRoute(ROUTES, '/documents/%E0%A4%A')).toBeNull();
  });

  it('prefers a literal route over a parameter route', () => {
    const routes = compilePageRoutes(['/documents/$id', '/documents/new']);
    expect(matchPageRoute(routes, '/documents/new')?.pattern).toBe('/documents/new');
  });
});
