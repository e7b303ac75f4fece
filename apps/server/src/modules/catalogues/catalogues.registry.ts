import { admissionSessionCatalogue } from '../admission-sessions/admission-sessions.catalogue';
import { adminMemberCatalogue } from '../members/admin-members.catalogue';
import type { AnyCatalogueDefinition } from './catalogues.definition';
import { educationLanguageCatalogue, facultyCatalogue, scienceCatalogue } from './definitions/education';
import { cityCatalogue, countryCatalogue, regionCatalogue } from './definitions/geography';
import {
  certificateCatalogue,
  disabilityCatalogue,
  educationTypeCatalogue,
  schoolCatalogue,
  schoolTypeCatalogue,
} from './definitions/reference';

/** Every catalogue served under admin/{path} (spec §7 "Admin catalogues"). */
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
