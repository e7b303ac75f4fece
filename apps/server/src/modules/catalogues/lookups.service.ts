import type { TLocale } from '@qabul/contract/locale';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findCatalogueRow, loadRelated } from './catalogues.queries';
import { educationLanguageCatalogue, scienceCatalogue } from './definitions/education';

/** The science complex of an education language as a lookup list: one item, or none when it is inactive. */
export async function findScienceComplexLookup(db: Db, languageId: number, locale: TLocale) {
  const language = await findCatalogueRow(db, educationLanguageCatalogue, languageId);
  if (!language) throw new AppError('education_language_not_found');
  const related = await loadRelated(db, educationLanguageCatalogue, [language]);
  const science = related.scienceComplex.get(language.scienceId as number);
  // Like every lookup, active items only: a deactivated science complex is not offered.
  return science?.active ? [scienceCatalogue.lookup!.toLookup(science as never, {}, locale)] : [];
}
