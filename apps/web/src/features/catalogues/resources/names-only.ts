import { type TCatalogueItem, ZCatalogueInput, ZCatalogueItem } from '@qabul/contract/catalogue';
import { activeToggle, idColumn, nameColumn, namedForm, nameFields } from './named';
import { defineResource } from './resource';

/** Catalogues that are only names and the active flag. */
function namesOnly(name: string, path: 'disability' | 'school-type' | 'school' | 'education-type') {
  return defineResource<TCatalogueItem>({
    name,
    path,
    item: ZCatalogueItem,
    columns: [idColumn, nameColumn],
    toggles: [activeToggle],
    fields: nameFields,
    createSchema: ZCatalogueInput,
    updateSchema: ZCatalogueInput,
    toForm: namedForm,
  });
}

export const disabilities = namesOnly('disabilities', 'disability');
export const schoolTypes = namesOnly('school_types', 'school-type');
export const schools = namesOnly('schools', 'school');
export const educationTypes = namesOnly('education_types', 'education-type');
