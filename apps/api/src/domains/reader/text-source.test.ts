import { describe, expect, it } from 'vitest';
import { textSource } from './router';

describe('textSource', () => {
  it("names the text's source only when it is not the record's own", () => {
    expect(textSource('legislation.govt.nz (via magna)', 'PCO list (via OpenLaw NZ)')).toBe(
      'legislation.govt.nz (via magna)',
    );
    expect(textSource('PCO list (via OpenLaw NZ)', 'PCO list (via OpenLaw NZ)')).toBeNull();
    expect(textSource(null, 'PCO list (via OpenLaw NZ)')).toBeNull();
  });
});
