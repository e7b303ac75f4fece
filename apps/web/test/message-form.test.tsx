// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MessageForm } from '@/features/messages/components/message-form';
import { i18n, loadLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

/** The server: POST admin/sms starts a campaign of 12 recipients. */
const fetchMock = vi.fn(
  async (_url: string, _init?: RequestInit) =>
    new Response(JSON.stringify({ id: 7, recipients: 12 }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
);
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

beforeAll(async () => {
  await loadLanguage('uz');
  await loadLanguage('en');
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('token', 'staff-token');
});
afterEach(async () => {
  cleanup();
  queryClient.clear();
  fetchMock.mockClear();
  await i18n.changeLanguage('en');
});

async function fillForm(text: string) {
  render(
    <QueryClientProvider client={queryClient}>
      <MessageForm />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByTestId('message-body'));
  await userEvent.paste(text);
  await userEvent.click(screen.getByTestId('message-target'));
  await userEvent.click(await screen.findByTestId('message-target-ACCEPTED'));
}

describe('bulk SMS', { timeout: 30_000 }, () => {
  it('sends nothing on "Send" until the dialog naming the target group is confirmed', async () => {
    await i18n.changeLanguage('en');
    await fillForm('Welcome to the university');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the message?' });
    expect(within(dialog).getByTestId('message-confirm-target').textContent).toBe('To: Accepted');
    expect(dialog.textContent).toContain('Applicants accepted in the current admission');
    expect(dialog.textContent).toContain('Welcome to the university');
    expect(posts()).toHaveLength(0);

    // Cancel: the dialog goes, nothing is sent and the text stays.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toHaveLength(0);
    expect((screen.getByTestId('message-body') as HTMLTextAreaElement).value).toBe('Welcome to the university');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [url, init] = posts()[0];
    expect(String(url)).toMatch(/\/admin\/sms$/);
    expect(JSON.parse(String(init?.body))).toEqual({ messageBody: 'Welcome to the university', toType: 'ACCEPTED' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByTestId('message-body') as HTMLTextAreaElement).value).toBe('');
  });

  it('asks in Uzbek', async () => {
    await i18n.changeLanguage('uz');
    await fillForm('Tabriklaymiz');
    await userEvent.click(screen.getByRole('button', { name: 'Yuborish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xabarni yuborasizmi?' });
    expect(within(dialog).getByTestId('message-confirm-target').textContent).toBe('Kimga: Qabul qilinganlar');
    expect(within(dialog).getByRole('button', { name: 'Bekor qilish' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Yuborish' })).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });
});
