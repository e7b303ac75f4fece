// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The form's modules read the server's rules from the page (index.html) when they load: each case loads them anew. */
async function formValuesOnPage(block: string | undefined) {
  document.head.innerHTML = block ? `<script type="application/json" id="portal-settings">${block}</script>` : '';
  vi.resetModules();
  return import('@/features/application/utils/form-values');
}

const badCheckDigit = '51705001234567';

describe("the draft filter under the server's rules", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('holds back a PINFL whose check digit fails while the check is on, as the server would refuse it', async () => {
    const on = await formValuesOnPage(
      '{"contacts":{},"university":{},"demo":false,"formRules":{"pinflCheckDigit":true}}',
    );
    expect('pinfl' in on.toDraftPayload({ pinfl: badCheckDigit })).toBe(false);
    expect(on.toDraftPayload({ pinfl: '51705001234565' }).pinfl).toBe('51705001234565');
  });

  it('sends it when the server runs with PINFL_CHECK_DIGIT=off, and still holds back a half-typed one', async () => {
    const off = await formValuesOnPage(
      '{"contacts":{},"university":{},"demo":false,"formRules":{"pinflCheckDigit":false}}',
    );
    expect(off.toDraftPayload({ pinfl: badCheckDigit }).pinfl).toBe(badCheckDigit);
    expect('pinfl' in off.toDraftPayload({ pinfl: '5170500123' })).toBe(false);
  });

  it('checks the digit on a page without the block (the Vite dev server)', async () => {
    const none = await formValuesOnPage(undefined);
    expect('pinfl' in none.toDraftPayload({ pinfl: badCheckDigit })).toBe(false);
  });
});
