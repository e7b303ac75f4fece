/**
 * Messages of applicant notifications (issue 46, item 3): the validation of the texts staff write. The default texts
 * are in notification-defaults.ts.
 */
export const notificationMessages = {
  uz: {
    notification_text_required: 'Matnni kiriting yoki standart matnni qoldiring',
    notification_placeholder_unknown: "Matnda faqat ariza raqami o'rinbosari bo'lishi mumkin",
  },
  ru: {
    notification_text_required: 'Введите текст или оставьте текст по умолчанию',
    notification_placeholder_unknown: 'В тексте допустима только подстановка номера заявления',
  },
  en: {
    notification_text_required: 'Enter a text or keep the default one',
    notification_placeholder_unknown: 'The text may only hold the application number placeholder',
  },
} as const;
