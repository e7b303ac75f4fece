// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApplicationsDashboard } from '@/features/review/components/applications-dashboard';
import { i18n, loadLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

const TOTAL = 37;
const row = (id: number) => ({
  id,
  lastName: `LAST${id}`,
  firstName: 'AZIZ',
  middleName: null,
  registrationDate: '2026-07-01T10:00:00Z',
  educationFaculty: null,
  mobilePhone: '998901000001',
  passportNumber: 'AB 1234567',
  status: 'SUBMITTED',
});

/** The server: 37 applications, 20 a page, answered after a short delay as over a network. */
const fetchMock = vi.fn(async (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  await new Promise((resolve) => setTimeout(resolve, 20));
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  if (pathname.endsWith('/common/member')) return json({ id: 1, phone: '998901112233', role: 'ADMIN_SUPER' });
  if (pathname.endsWith('/admin/application/count'))
    return json({ all: TOTAL, submitted: TOTAL, accepted: 0, rejected: 0 });
  const page = Number(searchParams.get('page'));
  const first = page * 20;
  const ids = Array.from({ length: Math.max(0, Math.min(20, TOTAL - first)) }, (_, i) => TOTAL - first - i);
  return json({ content: ids.map(row), totalElements: TOTAL });
});

const pagesAsked = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(url, 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/admin/application'))
    .map((url) => Number(url.searchParams.get('page')));

beforeAll(async () => {
  await loadLanguage('en');
  await i18n.changeLanguage('en');
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('token', 'staff-token');
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  fetchMock.mockClear();
});

describe("the staff's application list", { timeout: 30_000 }, () => {
  it('stays on the page chosen below it once that page has arrived', async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/admin']}>
          <ApplicationsDashboard sessionId={7} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const pagination = await screen.findByTestId('list-pagination');
    await waitFor(() => expect(pagination.parentElement?.textContent).toContain(`1–20 of ${TOTAL}`));
    await userEvent.click(within(pagination).getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(pagination.parentElement?.textContent).toContain(`21–${TOTAL} of ${TOTAL}`));
    // Long enough for the page's answer and any reset that follows it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pagination.parentElement?.textContent).toContain(`21–${TOTAL} of ${TOTAL}`);
    expect(pagesAsked()).toEqual([0, 1]);
    // The list and the counts are of the session shown.
    const sessions = fetchMock.mock.calls
      .map(([url]) => new URL(url, 'http://localhost'))
      .filter((url) => /\/admin\/application(\/count)?$/.test(url.pathname))
      .map((url) => url.searchParams.get('admissionSessionId'));
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    expect(new Set(sessions)).toEqual(new Set(['7']));
  });
});
