// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { i18n, loadLanguage } from '@/lib/i18n';

beforeAll(async () => {
  await loadLanguage('en');
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the login pages’ frame', () => {
  it('dates its footer’s copyright with the current year, not the year it was written', () => {
    vi.useFakeTimers({ now: new Date('2031-03-01T12:00:00Z'), toFake: ['Date'] });
    render(
      <MemoryRouter>
        <AuthLayout title="Sign in" subtitle="Master's admissions">
          <p>form</p>
        </AuthLayout>
      </MemoryRouter>,
    );
    expect(screen.getByText(/^© 2031 Admissions office\./)).toBeTruthy();
  });
});
