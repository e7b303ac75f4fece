// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HistoryList } from '@/features/review/components/history-list';
import { i18n, loadLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

/** GET admin/application-history/5: rejected by a verifier after the applicant's submission, newest first. */
const fetchMock = vi.fn(
  async () =>
    new Response(
      JSON.stringify([
        { date: '2026-07-02T09:30:00Z', change: 'REJECTED', admin: '+998901112233' },
        { date: '2026-07-01T10:00:00Z', change: 'SUBMITTED', admin: '+998935554433' },
      ]),
      { status: 200, headers: { 'content-type': 'application/json' } },
    ),
);

beforeAll(async () => {
  await Promise.all([loadLanguage('uz'), loadLanguage('ru'), loadLanguage('en')]);
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('token', 'staff-token');
});
afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('the application history', () => {
  it.each([
    [
      'uz',
      "Holat +998901112233 tomonidan «Rad etildi»ga o'zgartirildi",
      "Holat +998935554433 tomonidan «Kutilmoqda»ga o'zgartirildi",
    ],
    [
      'ru',
      'Статус изменён на «Отклонено» пользователем +998901112233',
      'Статус изменён на «Ожидает» пользователем +998935554433',
    ],
    ['en', 'Status changed to Rejected by +998901112233', 'Status changed to Waiting by +998935554433'],
  ])('reads as a sentence in %s', async (locale, rejected, submitted) => {
    await i18n.changeLanguage(locale);
    render(
      <QueryClientProvider client={queryClient}>
        <HistoryList applicationId={5} />
      </QueryClientProvider>,
    );
    const entries = await screen.findAllByTestId('history-entry');
    expect(entries.map((entry) => entry.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
      rejected,
      submitted,
    ]);
  });
});
