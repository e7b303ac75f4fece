import { describe, expect, it } from 'vitest';
import { renderNotificationText, ZNotificationText } from '../src/notification';
import { NOTIFICATION_DEFAULTS } from '../src/notification-defaults';
import { SMS_MAX_LENGTH } from '../src/sms';

const accepted = NOTIFICATION_DEFAULTS.en.ACCEPTED.text;

describe('renderNotificationText', () => {
  it("puts in the application's number and its direction", () => {
    expect(renderNotificationText(accepted, { id: 42, direction: 'Computer engineering — English' })).toBe(
      'Qabul: your application No. 42 was accepted. Direction: Computer engineering — English.',
    );
  });

  it('writes a dash for an application without a direction', () => {
    expect(renderNotificationText(accepted, { id: 42, direction: '' })).toBe(
      'Qabul: your application No. 42 was accepted. Direction: —.',
    );
  });

  it('cuts a direction too long for the SMS with an ellipsis, and nothing else', () => {
    const direction = `Field ${'x'.repeat(600)}`;
    const text = renderNotificationText(`{{id}}: {{direction}}; {{direction}}.`, { id: 7, direction });
    expect(text).toHaveLength(SMS_MAX_LENGTH);
    expect(text).toMatch(/^7: Field x+…; Field x+…\.$/);
  });

  it('keeps a text without the direction as it is', () => {
    expect(renderNotificationText('No. {{ id }} {{unknown}}', { id: 9, direction: 'Law' })).toBe('No. 9 ');
  });
});

describe('ZNotificationText', () => {
  it('takes both placeholders, and leaves the direction 60 characters of the SMS', () => {
    expect(ZNotificationText.safeParse('Accepted: {{direction}} ({{id}})').success).toBe(true);
    expect(ZNotificationText.safeParse(`${'a'.repeat(330)}{{id}}{{direction}}`).success).toBe(true);
    expect(ZNotificationText.safeParse(`${'a'.repeat(331)}{{id}}{{direction}}`).error?.issues[0]?.message).toBe(
      'sms_too_long',
    );
    expect(ZNotificationText.safeParse('{{fullName}}').error?.issues[0]?.message).toBe(
      'notification_placeholder_unknown',
    );
  });

  it('holds the default texts to the same rules', () => {
    for (const events of Object.values(NOTIFICATION_DEFAULTS)) {
      for (const { text } of Object.values(events)) expect(ZNotificationText.safeParse(text).success, text).toBe(true);
    }
  });
});
