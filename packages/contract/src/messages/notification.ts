/**
 * Messages of applicant notifications (issue 46, item 3): the default SMS text and e-mail subject of each event, and
 * the validation of the texts staff write. `{{id}}` is the application's number.
 */
export const notificationMessages = {
  uz: {
    notification_text_SUBMITTED: "Qabul: {{id}}-raqamli arizangiz qabul qilindi va ko'rib chiqilmoqda.",
    notification_text_ACCEPTED: 'Qabul: {{id}}-raqamli arizangiz tasdiqlandi.',
    notification_text_REJECTED:
      "Qabul: {{id}}-raqamli arizangiz rad etildi. Izohlarni saytda ko'ring va arizani tuzatib qayta yuboring.",
    notification_text_PERMIT_VISIBLE: "Qabul: imtihonga ruxsatnomangiz tayyor. Uni saytda ko'ring va chop eting.",
    notification_text_RESULT_PUBLISHED: "Qabul: imtihon natijangiz e'lon qilindi. Uni saytda ko'ring.",
    notification_text_APPEAL_ANSWERED: "Qabul: apellyatsiyangizga javob berildi. Javobni saytda ko'ring.",
    notification_subject_SUBMITTED: 'Arizangiz qabul qilindi',
    notification_subject_ACCEPTED: 'Arizangiz tasdiqlandi',
    notification_subject_REJECTED: 'Arizangiz rad etildi',
    notification_subject_PERMIT_VISIBLE: 'Imtihonga ruxsatnoma',
    notification_subject_RESULT_PUBLISHED: 'Imtihon natijasi',
    notification_subject_APPEAL_ANSWERED: 'Apellyatsiyaga javob',
    notification_text_required: 'Matnni kiriting yoki standart matnni qoldiring',
    notification_placeholder_unknown: "Matnda faqat ariza raqami o'rinbosari bo'lishi mumkin",
  },
  ru: {
    notification_text_SUBMITTED: 'Qabul: ваше заявление № {{id}} получено и рассматривается.',
    notification_text_ACCEPTED: 'Qabul: ваше заявление № {{id}} принято.',
    notification_text_REJECTED:
      'Qabul: ваше заявление № {{id}} отклонено. Смотрите замечания на сайте, исправьте и отправьте заново.',
    notification_text_PERMIT_VISIBLE: 'Qabul: ваш допуск к экзамену готов. Откройте и распечатайте его на сайте.',
    notification_text_RESULT_PUBLISHED: 'Qabul: опубликован ваш результат экзамена. Смотрите его на сайте.',
    notification_text_APPEAL_ANSWERED: 'Qabul: на вашу апелляцию дан ответ. Смотрите его на сайте.',
    notification_subject_SUBMITTED: 'Ваше заявление получено',
    notification_subject_ACCEPTED: 'Ваше заявление принято',
    notification_subject_REJECTED: 'Ваше заявление отклонено',
    notification_subject_PERMIT_VISIBLE: 'Допуск к экзамену',
    notification_subject_RESULT_PUBLISHED: 'Результат экзамена',
    notification_subject_APPEAL_ANSWERED: 'Ответ на апелляцию',
    notification_text_required: 'Введите текст или оставьте текст по умолчанию',
    notification_placeholder_unknown: 'В тексте допустима только подстановка номера заявления',
  },
  en: {
    notification_text_SUBMITTED: 'Qabul: your application No. {{id}} was received and is being reviewed.',
    notification_text_ACCEPTED: 'Qabul: your application No. {{id}} was accepted.',
    notification_text_REJECTED:
      'Qabul: your application No. {{id}} was rejected. See the remarks on the site, correct it and submit again.',
    notification_text_PERMIT_VISIBLE: 'Qabul: your exam permit is ready. Open and print it on the site.',
    notification_text_RESULT_PUBLISHED: 'Qabul: your exam result is published. See it on the site.',
    notification_text_APPEAL_ANSWERED: 'Qabul: your appeal was answered. See the answer on the site.',
    notification_subject_SUBMITTED: 'Your application was received',
    notification_subject_ACCEPTED: 'Your application was accepted',
    notification_subject_REJECTED: 'Your application was rejected',
    notification_subject_PERMIT_VISIBLE: 'Your exam permit',
    notification_subject_RESULT_PUBLISHED: 'Your exam result',
    notification_subject_APPEAL_ANSWERED: 'Your appeal was answered',
    notification_text_required: 'Enter a text or keep the default one',
    notification_placeholder_unknown: 'The text may only hold the application number placeholder',
  },
} as const;
