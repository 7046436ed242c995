import type { SearchOutput } from '@aotearoa/contracts';
import type { TFunction } from 'i18next';

/**
 * The line that says which misspelt words a search searched as what (`SearchOutput.spellingCorrections`), in the
 * namespace of `t` (its `results.spellingCorrected` and `results.spellingCorrection` texts); null when none was
 * corrected (or the API predates the field). Pure.
 */
export function spellingNote(
  t: TFunction,
  corrections: SearchOutput['spellingCorrections'] | undefined,
): string | null {
  if (!corrections?.length) return null;
  return t('results.spellingCorrected', {
    corrections: corrections
      .map((c) => t('results.spellingCorrection', { typed: c.typed, searched: c.searched }))
      .join(', '),
  });
}
