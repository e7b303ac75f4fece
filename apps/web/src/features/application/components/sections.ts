/** spec §2's seven numbered sections in page order: a section's number is its place here, from 1. */
export const SECTION_KEYS = [
  'personal',
  'location',
  'citizen',
  'contact',
  'education',
  'certificate',
  'study',
] as const;
export type TSectionKey = (typeof SECTION_KEYS)[number];

export const sectionNumber = (section: TSectionKey) => SECTION_KEYS.indexOf(section) + 1;

/**
 * The fields of each section, as the sections draw them (a test holds the two together): where a remark on a field
 * sends the applicant, also from pages that do not draw the form.
 */
export const SECTION_FIELDS: Record<TSectionKey, readonly string[]> = {
  personal: ['lastName', 'firstName', 'middleName', 'birthDate', 'gender', 'disability', 'disabilityNote', 'photo'],
  location: ['country', 'region', 'city', 'addressLine'],
  citizen: ['citizenship', 'nationality', 'passportNumber', 'pinfl', 'passportPhoto', 'passportPhotoBack'],
  contact: ['mobilePhone', 'homePhone', 'fatherPhone', 'motherPhone', 'email', 'telegram'],
  education: [
    'schoolCountry',
    'schoolRegion',
    'schoolCity',
    'schoolType',
    'schoolName',
    'graduatedDirection',
    'gpa',
    'graduationYear',
    'highSchoolDiplomaNumber',
    'highSchoolDiplomaPhoto',
    'highSchoolDiplomaAppendix',
  ],
  certificate: [
    'foreignLanguageProficiency',
    'certificateOther',
    'score',
    'certificateNumber',
    'foreignLanguageProficiencyPhoto',
  ],
  study: ['educationFaculty', 'educationLanguage', 'extraDirections'],
};

/** The section (1–7) that holds `field`, or 0 for a field the form does not show. */
export function sectionOfField(field: string): number {
  const index = SECTION_KEYS.findIndex((key) => SECTION_FIELDS[key].includes(field));
  return index + 1;
}

/** The element id of section `number`, the section navigator's jump target. */
export const sectionElementId = (number: number) => `section-${number}`;
