// @vitest-environment jsdom
import { ZAdmissionSessionInput } from '@qabul/contract/catalogue';
import { messages } from '@qabul/contract/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldTestId } from '@/features/catalogues/components/catalogue-field';
import { CatalogueFormDialog } from '@/features/catalogues/components/catalogue-form-dialog';
import { admissionSessions } from '@/features/catalogues/resources/admission-sessions';
import { i18n, loadLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

const fetchMock = vi.fn(async () => new Response('{}', { status: 500 }));

beforeAll(async () => {
  await loadLanguage('uz');
  await i18n.changeLanguage('uz');
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  fetchMock.mockClear();
});

/** The helper text under a dialog field (MUI ties it to the input with aria-describedby). */
function messageOf(name: string): string {
  const input = screen.getByTestId(fieldTestId(name));
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

const issues = (value: object) =>
  Object.fromEntries(
    (ZAdmissionSessionInput.safeParse(value).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('the admission session dialog', { timeout: 30_000 }, () => {
  it('says "required" under every empty field, the three dates included, and sends nothing', async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <CatalogueFormDialog resource={admissionSessions} item={undefined} onClose={() => {}} />
      </QueryClientProvider>,
    );
    const dialog = screen.getByTestId('catalogue-dialog');
    await userEvent.click(within(dialog).getByTestId('catalogue-save'));
    const required = messages.uz.required;
    expect(required).toBe("To'ldirish majburiy");
    await waitFor(() => expect(messageOf('name')).toBe(required));
    for (const name of ['name', 'startDate', 'registrationEndDate', 'endDate']) expect(messageOf(name)).toBe(required);
    expect(dialog.textContent).not.toContain(messages.uz.invalid_date);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the admission session schema (shared by the server)', () => {
  const valid = {
    name: 'Qabul 2030',
    startDate: '2030-06-01',
    registrationEndDate: '2030-07-31',
    endDate: '2030-08-31',
  };

  it('calls an empty or missing date required, and only that', () => {
    expect(issues({ ...valid, startDate: '', endDate: undefined })).toEqual({
      startDate: 'required',
      endDate: 'required',
    });
    // Not also "the end date cannot be before the registration end date" for an empty end date.
    expect(ZAdmissionSessionInput.safeParse({ ...valid, endDate: '' }).error?.issues).toHaveLength(1);
  });

  it('still calls a mistyped or impossible date invalid', () => {
    expect(issues({ ...valid, startDate: '2030-02-30', endDate: '31.08.2030' })).toEqual({
      startDate: 'invalid_date',
      endDate: 'invalid_date',
    });
    expect(issues(valid)).toEqual({});
  });
});
