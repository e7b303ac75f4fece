/** Messages of bulk SMS (validation of the message form). */
export const smsMessages = {
  uz: {
    sms_too_long: 'Xabar 400 belgidan oshmasligi kerak',
  },
  ru: {
    sms_too_long: 'Сообщение не должно превышать 400 символов',
  },
  en: {
    sms_too_long: 'The message must be at most 400 characters',
  },
} as const;
