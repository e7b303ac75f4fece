import { Grid, Paper, Stack, Typography } from '@mui/material';
import { GENDERS, graduationYears, UZ_PASSPORT } from '@qabul/contract/application/fields';
import { CERTIFICATE_NONE_ID, CERTIFICATE_OTHER_ID, DISABILITY_NONE_ID } from '@qabul/contract/lookups';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { namespaceTexts } from '@/lib/i18n';
import { useLookup } from '../api/get-lookups';
import type { TApplicationFormValues } from '../utils/form-values';
import { useApplicationFormContext } from './application-form-context';
import { ExtraDirections } from './extra-directions';
import { FileUploadField } from './file-upload-field';
import { LookupInput, PhoneInput, SelectInput, TextInput } from './form-fields';
import { FormSection } from './form-section';

const t = namespaceTexts('application');

const DATE_MASK = { mask: 'dd.mm.yyyy', replacement: { d: /\d/, m: /\d/, y: /\d/ } };
// '_' and '#' rather than 'A': the mask's own key characters cannot be typed, and passports start with letters.
const PASSPORT_MASK = { mask: '__ #######', replacement: { _: /[A-Za-z]/, '#': /\d/ } };
const PHOTO_ASPECT = '3.5 / 4.5';

/**
 * Sets a dependent field (spec §4). Marked dirty so the draft saves it; validated again only after the first
 * submit, like a typed change.
 */
function useSetDependent() {
  const { setValue, formState } = useFormContext<TApplicationFormValues>();
  return <K extends keyof TApplicationFormValues>(name: K, value: TApplicationFormValues[K]) =>
    setValue(name, value as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });
}

export function PersonalSection() {
  const disabilities = useLookup('disabilities');
  const setDependent = useSetDependent();
  const disability = useWatch<TApplicationFormValues, 'disability'>({ name: 'disability' });
  const hasDisability = disability.id !== '' && disability.id !== DISABILITY_NONE_ID;
  return (
    <FormSection section="personal">
      <TextInput name="lastName" uppercase hint={t('hints.as_in_passport')} />
      <TextInput name="firstName" uppercase hint={t('hints.as_in_passport')} />
      <TextInput name="middleName" uppercase hint={t('hints.as_in_passport')} />
      <TextInput
        name="birthDate"
        inputMode="numeric"
        mask={{ ...DATE_MASK, placeholder: t('hints.date_placeholder') }}
      />
      <SelectInput name="gender" options={GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }))} />
      <LookupInput
        name="disability"
        options={disabilities.data}
        loading={disabilities.isPending}
        onSelect={(option) => {
          if (!option || option.id === DISABILITY_NONE_ID) setDependent('disabilityNote', '');
        }}
      />
      {hasDisability ? <TextInput name="disabilityNote" wide multiline /> : null}
      <FileUploadField kind="PHOTO_FILE" aspectRatio={PHOTO_ASPECT} hint={t('hints.photo')} />
    </FormSection>
  );
}

/** The fields of one place: country, region, city; a choice clears the choices below it (spec §4). */
type PlaceFieldNames = readonly [
  country: 'country' | 'schoolCountry',
  region: 'region' | 'schoolRegion',
  city: 'city' | 'schoolCity',
];

function PlaceFields({ names: [countryName, regionName, cityName] }: { names: PlaceFieldNames }) {
  const countries = useLookup('countries');
  const setDependent = useSetDependent();
  const [country, region] = useWatch<TApplicationFormValues, [PlaceFieldNames[0], PlaceFieldNames[1]]>({
    name: [countryName, regionName],
  });
  const regions = useLookup('regions', country.id);
  const cities = useLookup('cities', region.id);
  // A country without regions in the catalogue (a region without cities): nothing to choose, nothing required.
  const noRegions = regions.data?.length === 0;
  const noCities = noRegions || cities.data?.length === 0;
  return (
    <>
      <LookupInput
        name={countryName}
        options={countries.data}
        loading={countries.isPending}
        onSelect={() => {
          setDependent(regionName, { id: '' });
          setDependent(cityName, { id: '' });
        }}
      />
      <LookupInput
        name={regionName}
        required={!noRegions}
        options={regions.data}
        loading={regions.isFetching}
        disabled={country.id === '' || noRegions}
        onSelect={() => setDependent(cityName, { id: '' })}
      />
      <LookupInput
        name={cityName}
        required={!noCities}
        options={cities.data}
        loading={cities.isFetching}
        disabled={region.id === '' || noCities}
      />
    </>
  );
}

export function LocationSection() {
  return (
    <FormSection section="location">
      <PlaceFields names={['country', 'region', 'city']} />
      <TextInput name="addressLine" />
    </FormSection>
  );
}

export function CitizenSection() {
  const countries = useLookup('countries');
  const setDependent = useSetDependent();
  const citizenship = useWatch<TApplicationFormValues, 'citizenship'>({ name: 'citizenship' });
  // The Uzbek mask, unless the citizenship's country has passports of another format (or none in the catalogue).
  const pattern = countries.data?.find((country) => country.id === citizenship.id)?.passportPattern;
  const uzbekPassport = pattern === undefined || pattern === UZ_PASSPORT.pattern;
  return (
    <FormSection section="citizen">
      <LookupInput
        name="citizenship"
        options={countries.data}
        loading={countries.isPending}
        onSelect={() => setDependent('passportNumber', '')}
      />
      <TextInput name="nationality" />
      <TextInput
        name="passportNumber"
        uppercase
        mask={uzbekPassport ? { ...PASSPORT_MASK, placeholder: t('hints.passport_placeholder') } : undefined}
      />
      <TextInput name="pinfl" inputMode="numeric" hint={t('hints.pinfl')} />
      <FileUploadField kind="PASSPORT_FILE" hint={t('hints.passport_photo')} />
      <FileUploadField kind="PASSPORT_BACK_FILE" hint={t('hints.passport_photo_back')} />
    </FormSection>
  );
}

export function ContactSection() {
  return (
    <FormSection section="contact">
      <PhoneInput name="mobilePhone" />
      <PhoneInput name="homePhone" />
      <PhoneInput name="fatherPhone" />
      <PhoneInput name="motherPhone" />
      <TextInput name="email" inputMode="email" autoComplete="email" hint={t('hints.email')} />
      <TextInput name="telegram" hint={t('hints.telegram')} />
    </FormSection>
  );
}

export function EducationSection() {
  const schoolTypes = useLookup('schoolTypes');
  const years = useMemo(() => graduationYears().map((year) => ({ value: year, label: String(year) })), []);
  return (
    <FormSection section="education">
      <PlaceFields names={['schoolCountry', 'schoolRegion', 'schoolCity']} />
      <LookupInput name="schoolType" options={schoolTypes.data} loading={schoolTypes.isPending} />
      <TextInput name="schoolName" wide />
      <TextInput name="graduatedDirection" />
      <TextInput name="gpa" inputMode="decimal" hint={t('hints.gpa')} />
      <SelectInput name="graduationYear" options={years} />
      <TextInput name="highSchoolDiplomaNumber" />
      <FileUploadField kind="HIGH_SCHOOL_DIPLOMA_FILE" hint={t('hints.diploma_photo')} />
      <FileUploadField kind="HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE" hint={t('hints.diploma_appendix')} />
    </FormSection>
  );
}

export function CertificateSection() {
  const certificates = useLookup('certificates');
  const { getValues } = useFormContext<TApplicationFormValues>();
  const setDependent = useSetDependent();
  const certificate = useWatch<TApplicationFormValues, 'foreignLanguageProficiency'>({
    name: 'foreignLanguageProficiency',
  });
  const none = certificate.id === CERTIFICATE_NONE_ID;
  const chosen = certificates.data?.find((item) => item.id === certificate.id);
  const minScore = chosen?.minScore;
  const maxScore = chosen?.maxScore;
  // The whole scale where it is known, so a band typed without its point (75 for 7.5) is seen before it is sent.
  const scoreHint = maxScore
    ? t('hints.score_range', { min: minScore ?? 0, max: maxScore })
    : minScore
      ? t('hints.min_score', { score: minScore })
      : undefined;
  return (
    <FormSection section="certificate">
      <LookupInput
        name="foreignLanguageProficiency"
        options={certificates.data}
        loading={certificates.isPending}
        onSelect={(option) => {
          if (option?.id === CERTIFICATE_NONE_ID) {
            setDependent('score', '0');
            setDependent('certificateNumber', '0');
            return;
          }
          // Leaving "none": its zeros are not a score or number the applicant typed.
          if (getValues('score') === '0') setDependent('score', '');
          if (getValues('certificateNumber') === '0') setDependent('certificateNumber', '');
        }}
      />
      {certificate.id === CERTIFICATE_OTHER_ID ? <TextInput name="certificateOther" required /> : null}
      <TextInput
        name="score"
        required={!none && certificate.id !== CERTIFICATE_OTHER_ID}
        disabled={none}
        inputMode="decimal"
        hint={scoreHint}
        hintWithError
      />
      <TextInput name="certificateNumber" required={!none && certificate.id !== CERTIFICATE_OTHER_ID} disabled={none} />
      <FileUploadField kind="FOREIGN_LANGUAGE_PROFICIENCY_FILE" disabled={none} hint={t('hints.certificate_photo')} />
    </FormSection>
  );
}

export function StudySection() {
  const { application } = useApplicationFormContext();
  const faculties = useLookup('faculties');
  const setDependent = useSetDependent();
  const [faculty, language] = useWatch<TApplicationFormValues, ['educationFaculty', 'educationLanguage']>({
    name: ['educationFaculty', 'educationLanguage'],
  });
  const languages = useLookup('educationLanguages', faculty.id);
  // spec §4: the chosen language's item names its science complex.
  const scienceComplex =
    languages.data?.find((item) => item.id === language.id)?.scienceComplex ??
    (application.educationLanguage?.id === language.id ? application.scienceComplex : null);
  return (
    <FormSection section="study">
      <LookupInput
        name="educationFaculty"
        options={faculties.data}
        loading={faculties.isPending}
        onSelect={() => setDependent('educationLanguage', { id: '' })}
      />
      <LookupInput
        name="educationLanguage"
        options={languages.data}
        loading={languages.isFetching}
        disabled={faculty.id === ''}
      />
      {scienceComplex && language.id !== '' ? (
        <Grid size={12}>
          <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }} data-testid="science-complex">
            <Stack spacing={0.5}>
              <Typography variant="caption" color="textSecondary">
                {t('fields.scienceComplex')}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{scienceComplex.name}</Typography>
            </Stack>
          </Paper>
        </Grid>
      ) : null}
      <ExtraDirections />
    </FormSection>
  );
}
