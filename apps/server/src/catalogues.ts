import type { AnyCatalogueDefinition } from './modules/catalogues/catalogues.definition';
import { admissionSessionCatalogue } from './modules/catalogues/definitions/admission-sessions';
import {
  educationLanguageCatalogue,
  facultyCatalogue,
  scienceCatalogue,
} from './modules/catalogues/definitions/education';
import { cityCatalogue, countryCatalogue, regionCatalogue } from './modules/catalogues/definitions/geography';
import {
  certificateCatalogue,
  disabilityCatalogue,
  educationTypeCatalogue,
  schoolCatalogue,
  schoolTypeCatalogue,
} from './modules/catalogues/definitions/reference';
import { adminMemberCatalogue } from './modules/members/admin-members.catalogue';

/**
 * Every catalogue served under admin/{path} (spec §7 "Admin catalogues"), composed here from the modules that define
 * them, so the generic catalogue module imports none of them.
 */
export const catalogues: readonly AnyCatalogueDefinition[] = [
  countryCatalogue,
  regionCatalogue,
  cityCatalogue,
  schoolCatalogue,
  schoolTypeCatalogue,
  educationTypeCatalogue,
  disabilityCatalogue,
  certificateCatalogue,
  scienceCatalogue,
  facultyCatalogue,
  educationLanguageCatalogue,
  admissionSessionCatalogue,
  adminMemberCatalogue,
];
