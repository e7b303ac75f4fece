// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dismissSnackbar, notify, useCurrentSnackbar } from '@/lib/snackbar';

describe('snackbar messages', () => {
  it('shows the newest message at once instead of queueing it behind the one on screen', () => {
    const { result } = renderHook(() => useCurrentSnackbar());
    act(() => notify.error('This phone number is already registered'));
    const refused = result.current;
    expect(refused).toMatchObject({ severity: 'error', message: 'This phone number is already registered' });

    act(() => notify.success('The password was sent by SMS'));
    expect(result.current).toMatchObject({ severity: 'success', message: 'The password was sent by SMS' });

    // The replaced message's timer ending later does not close the new one.
    act(() => dismissSnackbar(refused?.id ?? -1));
    expect(result.current?.message).toBe('The password was sent by SMS');
    act(() => dismissSnackbar(result.current?.id ?? -1));
    expect(result.current).toBeUndefined();
  });
});
