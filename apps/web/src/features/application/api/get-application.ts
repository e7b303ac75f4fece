import type { TApplication } from '@qabul/contract/application/response';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { memberQueryOptions } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { isSignedIn } from '@/lib/session';
import { INDEPENDENT_LOOKUPS, lookupQueryOptions, type TLookupName } from './get-lookups';
import { applicationKeys } from './query-keys';

/**
 * GET abiturient/application: the applicant's own application (created as a DRAFT on the first visit). Not parsed
 * with ZApplication (the server answers through it): zod and the phone rules would then come before the form page's
 * heading, a sizeable download on a phone's slow network.
 */
export function getApplication(): Promise<TApplication> {
  return api.get<TApplication>('abiturient/application');
}

/** Fresh for a few seconds only: the form's page is asked for again on every visit (a reviewer may have answered). */
export const applicationQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.detail(), queryFn: getApplication, staleTime: 5_000 });

/**
 * The form's data, asked for while the page's code downloads instead of after its layout has drawn (on a phone on a
 * slow network that chain was most of the wait). The member comes first: a staff member's token must not call the
 * applicant's route, whose 403 would sign them out.
 */
export async function prefetchApplication() {
  if (!isSignedIn()) return;
  const member = await queryClient.fetchQuery(memberQueryOptions()).catch(() => undefined);
  if (member?.role !== 'ABITURIENT') return;
  const prefetchLists = (lists: [TLookupName, number?][]) =>
    Promise.all(lists.map(([name, parentId]) => queryClient.prefetchQuery(lookupQueryOptions(name, parentId))));
  await Promise.all([
    prefetchLists(INDEPENDENT_LOOKUPS.map((name) => [name])),
    queryClient.fetchQuery(applicationQueryOptions()).then(
      (application) => prefetchLists(listsOfAnswers(application)),
      () => undefined,
    ),
  ]);
}

/**
 * The lists that depend on the application's answers (the regions of its country, ...). With the lists of every
 * form, they are in the cache before the sections draw, so each section draws once instead of again for each list
 * that arrives (a whole section at a time, without a pause for the phone's taps).
 */
function listsOfAnswers(application: TApplication): [TLookupName, number][] {
  const dependent: [TLookupName, { id: number } | null][] = [
    ['regions', application.country],
    ['cities', application.region],
    ['regions', application.schoolCountry],
    ['cities', application.schoolRegion],
    ['educationLanguages', application.educationFaculty],
  ];
  return dependent.flatMap(([name, parent]) => (parent ? [[name, parent.id] as [TLookupName, number]] : []));
}

export function useApplication() {
  return useQuery(applicationQueryOptions());
}
