import type { ComponentType } from 'react';
import { CataloguePage } from '@/features/catalogues/components/catalogue-page';
import { admissionSessions } from '@/features/catalogues/resources/admission-sessions';
import { areas } from '@/features/catalogues/resources/areas';
import { certificates } from '@/features/catalogues/resources/certificates';
import { countries } from '@/features/catalogues/resources/countries';
import { educationLanguages } from '@/features/catalogues/resources/education-languages';
import { faculties } from '@/features/catalogues/resources/faculties';
import { members } from '@/features/catalogues/resources/members';
import { disabilities, educationTypes, schools, schoolTypes } from '@/features/catalogues/resources/names-only';
import { regions } from '@/features/catalogues/resources/regions';
import { sciences } from '@/features/catalogues/resources/sciences';

/** The catalogue pages of spec §2: the generic screen with each resource; one lazy chunk holds them all. */
export const catalogueScreens = {
  members: () => <CataloguePage resource={members} />,
  admissionSessions: () => <CataloguePage resource={admissionSessions} />,
  countries: () => <CataloguePage resource={countries} />,
  regions: () => <CataloguePage resource={regions} />,
  areas: () => <CataloguePage resource={areas} />,
  faculties: () => <CataloguePage resource={faculties} />,
  educationLanguages: () => <CataloguePage resource={educationLanguages} />,
  sciences: () => <CataloguePage resource={sciences} />,
  certificates: () => <CataloguePage resource={certificates} />,
  disabilities: () => <CataloguePage resource={disabilities} />,
  schoolTypes: () => <CataloguePage resource={schoolTypes} />,
  schools: () => <CataloguePage resource={schools} />,
  educationTypes: () => <CataloguePage resource={educationTypes} />,
} satisfies Record<string, ComponentType>;
