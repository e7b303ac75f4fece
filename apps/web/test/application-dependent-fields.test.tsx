// @vitest-environment jsdom
import { type TApplication, ZApplication } from '@qabul/contract/application/response';
import { CERTIFICATE_NONE_ID, CERTIFICATE_OTHER_ID } from '@qabul/contract/lookups';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useDeleteApplicationFile } from '@/features/application/api/delete-application-file';
import { lookupQueryOptions, type TLookupName, type TLookupOf } from '@/features/application/api/get-lookups';
import { useUploadApplicationFile } from '@/features/application/api/upload-application-file';
import {
  ApplicationFormContext,
  type TApplicationFormContext,
} from '@/features/application/components/application-form-context';
import {
  CertificateSection,
  CitizenSection,
  ContactSection,
  EducationSection,
  LocationSection,
  PersonalSection,
  StudySection,
} from '@/features/application/components/application-sections';
import { SECTION_FIELDS, type TSectionKey } from '@/features/application/components/sections';
import { type TApplicationFormValues, toFormValues } from '@/features/application/utils/form-values';
import { i18n, loadLanguage } from '@/lib/i18n';

/** A new draft as the server creates it: every answer empty, "no certificate" with its zeros. */
const application = {
  ...Object.fromEntries(Object.keys(ZApplication.shape).map((key) => [key, null])),
  id: 1,
  status: 'DRAFT',
  reviews: {},
  extraDirections: [] as TApplication['extraDirections'],
  foreignLanguageProficiency: { id: CERTIFICATE_NONE_ID, name: 'No certificate' },
  score: 0,
  certificateNumber: '0',
} as TApplication;

const named = (id: number, name: string) => ({ id, name });
const uzbekistan = { ...named(1, 'Uzbekistan'), code: '998', iso: 'UZ', passportPlaceholder: '', passportPattern: '' };
const kazakhstan = { ...named(2, 'Kazakhstan'), code: '7', iso: 'KZ', passportPlaceholder: '', passportPattern: '' };
const country = (ref: { id: number; name: string }) => ({ country: ref });

/** The lists the sections read, as the server would answer them; [name, parent id, items]. */
const LISTS: { [N in TLookupName]: [parentId: number | undefined, items: TLookupOf<N>[]][] } = {
  countries: [[undefined, [uzbekistan, kazakhstan]]],
  regions: [
    [
      1,
      [
        { ...named(11, 'Tashkent'), code: 'TK', ...country(uzbekistan) },
        { ...named(12, 'Samarkand'), code: 'SA', ...country(uzbekistan) },
      ],
    ],
    [2, [{ ...named(21, 'Almaty Region'), code: 'AL', ...country(kazakhstan) }]],
  ],
  cities: [
    [11, [named(111, 'Chilanzar')]],
    [12, [named(121, 'Urgut')]],
    [21, [named(211, 'Talgar')]],
  ],
  faculties: [[undefined, [named(31, 'Computer Science'), named(32, 'Medicine')]]],
  educationLanguages: [
    [31, [{ ...named(41, 'Uzbek'), faculty: { id: 31 }, scienceComplex: named(51, 'Mathematics, Physics') }]],
    [32, [{ ...named(42, 'Russian'), faculty: { id: 32 }, scienceComplex: named(52, 'Biology, Chemistry') }]],
  ],
  certificates: [
    [
      undefined,
      [
        { ...named(CERTIFICATE_NONE_ID, 'No certificate'), minScore: null, maxScore: null },
        { ...named(2, 'IELTS'), minScore: 5.5, maxScore: 9 },
        { ...named(CERTIFICATE_OTHER_ID, 'Other'), minScore: null, maxScore: null },
      ],
    ],
  ],
  disabilities: [[undefined, []]],
  schoolTypes: [[undefined, []]],
};

beforeAll(async () => {
  await loadLanguage('en');
  await i18n.changeLanguage('en');
  // The lists come from the primed cache only: a request would mean a key the sections read differs.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      throw new Error(`unexpected request ${url}`);
    }),
  );
});
afterEach(cleanup);

/** An applicant's form; no section here uploads, so the file calls are the applicant's own and never run. */
const context: TApplicationFormContext = {
  readOnly: false,
  reviews: {},
  remarksAddressed: [],
  application,
  files: { useUpload: useUploadApplicationFile, useRemove: useDeleteApplicationFile },
  inlinePreview: false,
  sectionDrawn: vi.fn(),
};

/** The rendered form's values, read by the assertions (an empty list can hide a value the form still holds). */
let formValues: () => TApplicationFormValues;

function Form({ children }: { children: ReactNode }) {
  const form = useForm<TApplicationFormValues>({ defaultValues: toFormValues(application) });
  formValues = form.getValues;
  return <FormProvider {...form}>{children}</FormProvider>;
}

/** Draws one section and waits for all its fields (a section draws them one per task). */
async function renderSection(section: ReactNode) {
  vi.mocked(context.sectionDrawn).mockClear();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [name, lists] of Object.entries(LISTS) as [TLookupName, [number | undefined, unknown[]][]][])
    for (const [parentId, items] of lists)
      queryClient.setQueryData(lookupQueryOptions(name, parentId).queryKey, items as never);

  const view = render(
    <QueryClientProvider client={queryClient}>
      <ApplicationFormContext.Provider value={context}>
        <Form>{section}</Form>
      </ApplicationFormContext.Provider>
    </QueryClientProvider>,
  );
  // Long text answers are one-line textareas that wrap (form-fields.tsx); the rest are inputs.
  const input = (name: string) =>
    view.container.querySelector<HTMLInputElement>(`input[name="${name}"], textarea[name="${name}"]`);
  // A task per field; the first drawing of MUI's fields in jsdom takes over a second on a busy machine.
  await waitFor(() => expect(context.sectionDrawn).toHaveBeenCalled(), { timeout: 10_000 });
  return { input };
}

const user = userEvent.setup({ delay: null });

async function choose(input: HTMLInputElement | null, option: string) {
  if (!input) throw new Error('no such input');
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
}

// MUI's popups are slow to query in jsdom on a busy machine: a test picks up to nine options.
describe('application form: dependent fields (spec §4)', { timeout: 30_000 }, () => {
  it('country → region → city: a choice enables the next list and a new country clears both', async () => {
    const { input } = await renderSection(<LocationSection />);
    expect(input('region')?.disabled).toBe(true);
    expect(input('city')?.disabled).toBe(true);

    await choose(input('country'), 'Uzbekistan');
    expect(input('region')?.disabled).toBe(false);
    await choose(input('region'), 'Tashkent');
    expect(input('city')?.disabled).toBe(false);
    await choose(input('city'), 'Chilanzar');
    expect(input('city')?.value).toBe('Chilanzar');

    await choose(input('country'), 'Kazakhstan');
    expect(formValues()).toMatchObject({ country: { id: 2 }, region: { id: '' }, city: { id: '' } });
    expect(input('region')?.value).toBe('');
    expect(input('city')?.value).toBe('');
    expect(input('city')?.disabled).toBe(true);
    await choose(input('region'), 'Almaty Region');
    await choose(input('city'), 'Talgar');
    expect(input('city')?.value).toBe('Talgar');
  });

  it('a new region clears the city', async () => {
    const { input } = await renderSection(<LocationSection />);
    await choose(input('country'), 'Uzbekistan');
    await choose(input('region'), 'Tashkent');
    await choose(input('city'), 'Chilanzar');
    await choose(input('region'), 'Samarkand');
    expect(formValues()).toMatchObject({ region: { id: 12 }, city: { id: '' } });
    expect(input('city')?.value).toBe('');
    await choose(input('city'), 'Urgut');
    expect(input('city')?.value).toBe('Urgut');
  });

  it('faculty → language → science complex: the language names its complex; a new faculty clears both', async () => {
    const { input } = await renderSection(<StudySection />);
    expect(input('educationLanguage')?.disabled).toBe(true);
    expect(screen.queryByTestId('science-complex')).toBeNull();

    await choose(input('educationFaculty'), 'Computer Science');
    await choose(input('educationLanguage'), 'Uzbek');
    expect(screen.getByTestId('science-complex').textContent).toContain('Mathematics, Physics');

    await choose(input('educationFaculty'), 'Medicine');
    expect(formValues()).toMatchObject({ educationFaculty: { id: 32 }, educationLanguage: { id: '' } });
    expect(input('educationLanguage')?.value).toBe('');
    expect(screen.queryByTestId('science-complex')).toBeNull();
    await choose(input('educationLanguage'), 'Russian');
    expect(screen.getByTestId('science-complex').textContent).toContain('Biology, Chemistry');
  });

  it('certificate 1 (none) sets score and number to 0 and disables them; 6 (other) asks for the name', async () => {
    const { input } = await renderSection(<CertificateSection />);
    expect(input('score')?.disabled).toBe(true);

    await choose(input('foreignLanguageProficiency'), 'IELTS');
    expect(input('score')?.value).toBe('');
    expect(input('certificateNumber')?.value).toBe('');
    expect(input('score')?.disabled).toBe(false);
    expect(input('certificateOther')).toBeNull();
    expect(screen.getByText(/5\.5/)).toBeTruthy();

    await user.type(input('score') as HTMLInputElement, '7');
    await choose(input('foreignLanguageProficiency'), 'No certificate');
    expect(formValues()).toMatchObject({ score: '0', certificateNumber: '0' });
    expect(input('score')?.value).toBe('0');
    expect(input('certificateNumber')?.value).toBe('0');
    expect(input('score')?.disabled).toBe(true);
    expect(input('certificateNumber')?.disabled).toBe(true);

    await choose(input('foreignLanguageProficiency'), 'Other');
    await waitFor(() => expect(input('certificateOther')).not.toBeNull());
    expect(input('certificateOther')?.required).toBe(true);
    expect(input('score')?.value).toBe('');
    expect(input('certificateNumber')?.value).toBe('');
    expect(input('score')?.disabled).toBe(false);
  });
});

describe('the map of fields to sections', { timeout: 60_000 }, () => {
  // The fields a choice shows (a disability, "other" certificate) are not drawn for a new draft.
  const shownLater = new Set(['disabilityNote', 'certificateOther']);
  it.each([
    ['personal', <PersonalSection key="personal" />],
    ['location', <LocationSection key="location" />],
    ['citizen', <CitizenSection key="citizen" />],
    ['contact', <ContactSection key="contact" />],
    ['education', <EducationSection key="education" />],
    ['certificate', <CertificateSection key="certificate" />],
    ['study', <StudySection key="study" />],
  ] as [TSectionKey, ReactNode][])('holds the fields the %s section draws', async (key, section) => {
    await renderSection(section);
    const drawn = [...document.querySelectorAll<HTMLElement>('[data-field]')].map((cell) => cell.dataset.field);
    expect(drawn).toEqual(SECTION_FIELDS[key].filter((field) => !shownLater.has(field)));
    cleanup();
  });
});
