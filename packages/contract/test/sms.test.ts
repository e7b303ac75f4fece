import { describe, expect, it } from 'vitest';
import { countSmsParts, ZSmsCampaignRequest } from '../src/sms';

describe('countSmsParts: what the provider bills', () => {
  it.each([
    ['', 'GSM-7', 0, 0],
    ['a'.repeat(160), 'GSM-7', 160, 1],
    ['a'.repeat(161), 'GSM-7', 161, 2],
    ['a'.repeat(306), 'GSM-7', 306, 2],
    ['a'.repeat(307), 'GSM-7', 307, 3],
    // Two septets each: 80 of them fill one part exactly.
    ['€'.repeat(80), 'GSM-7', 160, 1],
    ['€'.repeat(81), 'GSM-7', 162, 2],
    ['Salom', 'GSM-7', 5, 1],
    // Uzbek Latin oʻ (U+02BB) and Cyrillic force UCS-2: 70 per single part, 67 per part when split.
    ['Toshkent oʻquv', 'UCS-2', 14, 1],
    ['ъ'.repeat(70), 'UCS-2', 70, 1],
    ['ъ'.repeat(71), 'UCS-2', 71, 2],
    [`${'a'.repeat(399)}ʻ`, 'UCS-2', 400, 6],
  ])('%j → %s, %i units, %i parts', (text, encoding, units, parts) => {
    expect(countSmsParts(text)).toEqual({ encoding, units, parts });
  });
});

describe('ZSmsCampaignRequest', () => {
  it('takes 400 characters, refuses 401, an empty text and an unknown target', () => {
    expect(ZSmsCampaignRequest.safeParse({ messageBody: 'я'.repeat(400), toType: 'MIGRATED' }).success).toBe(true);
    const long = ZSmsCampaignRequest.safeParse({ messageBody: 'я'.repeat(401), toType: 'ALL' });
    expect(long.error?.issues.map((i) => i.message)).toEqual(['sms_too_long']);
    const empty = ZSmsCampaignRequest.safeParse({ messageBody: '  ', toType: 'SOME' });
    expect(empty.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['messageBody', 'required'],
      ['toType', 'invalid_option'],
    ]);
  });
});
