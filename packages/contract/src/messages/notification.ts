/**
 * Messages of applicant notifications (issue 46, item 3): the validation of the texts staff write. The default texts
 * are in notification-defaults.ts.
 */
export const notificationMessages = {
  uz: {
    notification_text_required: 'Matnni kiriting yoki standart matnni qoldiring',
    notification_placeholder_unknown: "Matnda faqat ariza raqami va yo'nalish o'rinbosarlari bo'lishi mumkin",
  },
  ru: {
    notification_text_required: 'Введите текст или оставьте текст по умолчанию',
    notification_placeholder_unknown: 'В тексте допустимы только подстановки номера заявления и направления',
  },
  en: {
    notification_text_required: 'Enter a text or keep the default one',
    notification_placeholder_unknown: 'The text may only hold the application number and direction placeholders',
  },
} as const;
