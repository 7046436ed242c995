import { describe, expect, it } from 'vitest';
import { classifyRequest, tooManyPagesHtml } from './rate-limits';

describe('classifyRequest', () => {
  it('keeps files of the web build out of every budget', () => {
    expect(classifyRequest('/assets/index-BYQKpIyZ.js')).toBe('asset');
    expect(classifyRequest('/favicon.svg')).toBe('asset');
  });

  it('counts pages apart from the API', () => {
    for (const url of [
      '/',
      '/?category=courts',
      '/search?query=bail',
      '/documents/act-2000-24',
      '/no-such-page',
    ])
      expect(classifyRequest(url), url).toBe('page');
  });

  it('counts searches, health checks and other API requests apart', () => {
    expect(classifyRequest('/api/search?query=bail')).toBe('search');
    expect(classifyRequest('/trpc/search?input=%7B%7D')).toBe('search');
    expect(classifyRequest('/trpc/documentTypes,search?batch=1')).toBe('search');
    expect(classifyRequest('/api/health')).toBe('health');
    expect(classifyRequest('/api/courts?query=x')).toBe('api');
    expect(classifyRequest('/trpc/documentTypes?batch=1')).toBe('api');
    expect(classifyRequest('/api/search-suggestions')).toBe('api');
  });
});

describe('tooManyPagesHtml', () => {
  it('says how long to wait, without script', () => {
    const html = tooManyPagesHtml(42, 300);
    expect(html).toContain('wait 42 seconds');
    expect(html).toContain('More than 300 pages');
    expect(html).not.toMatch(/<script/i);
  });
});
