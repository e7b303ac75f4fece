// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { type FieldErrors, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { afterEach, beforeAll, expect, it } from 'vitest';
import {
  ApplicationFormContext,
  type TApplicationFormContext,
} from '@/features/application/components/application-form-context';
import { ReviewStep } from '@/features/application/components/review-step';
import { i18n, loadLanguage } from '@/lib/i18n';

type Values = { lastName: string; agreement: boolean };

/** Refuses an empty last name and an unticked agreement, as the contract's schema does. */
const resolver: Resolver<Values> = async (values) => {
  const errors: FieldErrors<Values> = {};
  if (!values.lastName) errors.lastName = { type: 'required', message: 'required' };
  if (!values.agreement) errors.agreement = { type: 'required', message: 'required' };
  return { values: {}, errors };
};

/** What the review step reads of the form's context: the remarks of a rejection. */
const contextOf = (reviews: Record<string, string>, remarksAddressed: string[] = []) =>
  ({ reviews, remarksAddressed }) as unknown as TApplicationFormContext;

/** The review step above the agreement, with a section holding the last name, as the form lays them out. */
function Form({ lastName, reviews = {} }: { lastName: string; reviews?: Record<string, string> }) {
  const form = useForm<Values>({ defaultValues: { lastName, agreement: false } });
  const root = useRef<HTMLFormElement>(null);
  // The review step checks again once the catalogue lists being loaded are in: it watches the query client.
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ApplicationFormContext.Provider value={contextOf(reviews)}>
        <FormProvider {...form}>
          <form ref={root}>
            <section data-section="1">
              <div data-field="lastName">
                <input aria-label="last name" {...form.register('lastName')} />
              </div>
            </section>
            <ReviewStep resolver={resolver} root={root} />
            <div data-field="agreement">
              <input type="checkbox" aria-label="agreement" {...form.register('agreement')} />
            </div>
          </form>
        </FormProvider>
      </ApplicationFormContext.Provider>
    </QueryClientProvider>
  );
}

beforeAll(async () => {
  await loadLanguage('en');
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

it("lists the sections' missing fields but not the agreement below it", async () => {
  render(<Form lastName="" />);
  const step = await screen.findByTestId('review-step');
  expect(step.textContent).toContain('Fields that still need your attention (1)');
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    expect.stringContaining('Last name (section 1)'),
  ]);
});

it('says the sections are complete while the agreement is still unticked, and stays so when it is ticked', async () => {
  render(<Form lastName="KARIMOV" />);
  expect((await screen.findByTestId('review-step')).textContent).toContain('Every section is filled in');
  await userEvent.click(screen.getByRole('checkbox', { name: 'agreement' }));
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(screen.getByTestId('review-step').textContent).toContain('Every section is filled in');
  expect(screen.queryAllByRole('listitem')).toHaveLength(0);
});

it('on a rejected application, says which remarked fields were changed and which not, and warns until all are', async () => {
  render(<Form lastName="KARIMOV" reviews={{ lastName: 'As in the passport', pinfl: 'Check it' }} />);
  const step = await screen.findByTestId('review-step');
  expect(step.getAttribute('class')).toContain('Warning');
  expect(screen.getByTestId('review-step-remarks').textContent).toBe(
    'Remarks on fields not changed yet: Last name, PINFL',
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'last name' }), 'A');
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(screen.getByTestId('review-step-remarks').textContent).toBe(
    'Changed after the remarks: Last nameRemarks on fields not changed yet: PINFL',
  );
});
