import { describe, expect, it } from 'vitest';
import { unknownParameterCheck, unknownParametersMessage } from './unknown-parameters';

const doc = {
  paths: {
    '/search': {
      get: {
        parameters: [
          { name: 'query', in: 'query' },
          { name: 'documentTypes', in: 'query' },
        ],
      },
    },
    '/documents/{id}/text': {
      get: {
        parameters: [
          { name: 'id', in: 'path' },
          { name: 'offset', in: 'query' },
        ],
      },
    },
    '/court-forms': { get: {} },
    '/health': { get: {} },
  },
};

describe('unknownParameterCheck', () => {
  const check = unknownParameterCheck(doc, '/api', ['/health']);

  it('names the query parameters a path does not take, with those it does', () => {
    expect(check('/api/search', ['query', 'type'])).toEqual({
      unknown: ['type'],
      known: ['query', 'documentTypes'],
    });
    expect(check('/api/court-forms', ['x'])).toEqual({ unknown: ['x'], known: [] });
  });

  it('matches a path parameter as one segment, and a path parameter is not a query parameter', () => {
    expect(check('/api/documents/act-2000-24/text', ['offset'])).toBeNull();
    expect(check('/api/documents/act-2000-24/text', ['id'])).toEqual({ unknown: ['id'], known: ['offset'] });
    expect(check('/api/documents/a/b/text', ['x'])).toBeNull();
  });

  it('leaves known parameters, undocumented paths and exempt paths alone', () => {
    expect(check('/api/search', ['query', 'documentTypes'])).toBeNull();
    expect(check('/api/search/', ['query'])).toBeNull();
    expect(check('/api/nope', ['x'])).toBeNull();
    expect(check('/api/health', ['t'])).toBeNull();
    expect(check('/api/search', [])).toBeNull();
  });
});

describe('unknownParametersMessage', () => {
  it('says which parameter is unknown and what the path takes', () => {
    expect(
      unknownParametersMessage('/api/search', { unknown: ['type'], known: ['query', 'documentTypes'] }),
    ).toBe("Unknown parameter 'type': /api/search takes query, documentTypes");
    expect(unknownParametersMessage('/api/court-forms', { unknown: ['a', 'b'], known: [] })).toBe(
      "Unknown parameters 'a', 'b': /api/court-forms takes no parameters",
    );
  });
});
