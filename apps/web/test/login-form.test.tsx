// @vitest-environment jsdom
import type { TMember } from '@qabul/contract/auth';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/features/auth/components/login-form';
import { i18n, loadLanguage } from '@/lib/i18n';

const member: TMember = { id: 7, phone: '998901234567', role: 'ABITURIENT' } as TMember;

/** The server's answers to the login and member calls, and what it was sent. */
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  await loadLanguage('en');
  await i18n.changeLanguage('en');
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  // The phone mask (@react-input) follows the caret on a timer while its input has the focus, until it loses it.
  (document.activeElement as HTMLElement | null)?.blur();
  cleanup();
  fetchMock.mockReset();
  localStorage.clear();
});

function renderForm(initialPhone = '') {
  const onSuccess = vi.fn();
  render(
    <MemoryRouter>
      <LoginForm initialPhone={initialPhone} onSuccess={onSuccess} />
    </MemoryRouter>,
  );
  return { onSuccess, user: userEvent.setup() };
}

const phoneInput = () => screen.getByTestId('phone-input');
const passwordInput = () => screen.getByTestId('password-input');
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('the login form (plain React state, checked with the contract schema)', () => {
  it('on an empty submit shows both messages, focuses the phone and sends nothing', async () => {
    const { user } = renderForm();
    await user.click(continueButton());
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(document.activeElement).toBe(phoneInput());
    expect(phoneInput().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after a submit the messages follow what is typed', async () => {
    const { user } = renderForm();
    await user.click(continueButton());
    await screen.findAllByText('Required');
    await user.type(phoneInput(), '90');
    await screen.findByText('Enter the full, valid phone number');
    await user.type(phoneInput(), '1234567');
    await user.type(passwordInput(), '123456');
    await waitFor(() => expect(screen.queryByText('Enter the full, valid phone number')).toBeNull());
    expect(screen.queryByText('Required')).toBeNull();
  });

  it('sends the phone as digits with its dial code and hands the member on', async () => {
    fetchMock.mockImplementation(async (url) =>
      url.endsWith('/auth/login') ? json(200, { token: 'token-1' }) : json(200, member),
    );
    const { user, onSuccess } = renderForm('998901234567');
    await user.type(passwordInput(), '654321');
    await user.click(continueButton());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(member));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ username: '998901234567', password: '654321' });
  });

  it('keeps the page and shows the server message when the login fails', async () => {
    fetchMock.mockResolvedValue(json(400, { code: 400, error_description: 'Wrong phone or password', meta: {} }));
    const { user, onSuccess } = renderForm('998901234567');
    await user.type(passwordInput(), 'wrong');
    await user.click(continueButton());
    expect((await screen.findByTestId('login-error')).textContent).toContain('Wrong phone or password');
    expect(onSuccess).not.toHaveBeenCalled();
    expect((passwordInput() as HTMLInputElement).value).toBe('wrong');
  });

  it('Enter in the phone field moves to the password, or submits once a password is there', async () => {
    fetchMock.mockResolvedValue(json(400, { code: 400, error_description: 'Wrong phone or password', meta: {} }));
    const { user } = renderForm();
    await user.type(phoneInput(), '901234567{Enter}');
    expect(document.activeElement).toBe(passwordInput());
    await user.type(passwordInput(), 'secret');
    await user.click(phoneInput());
    await user.keyboard('{Enter}');
    await screen.findByTestId('login-error');
  });
});
