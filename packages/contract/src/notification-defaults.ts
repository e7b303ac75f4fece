import type { TLocale } from './locale';
import type { TNotificationEvent } from './notification';

/**
 * The default SMS text (also the e-mail's body) and e-mail subject of each notification event, per language
 * (docs/decisions/0222). `{{id}}` is the application's number, `{{direction}}` its direction (notification.ts). Kept apart from the messages the web app loads: only
 * the server sends them, and the settings API shows them to staff.
 */
export const NOTIFICATION_DEFAULTS: Record<TLocale, Record<TNotificationEvent, { text: string; subject: string }>> = {
  uz: {
    SUBMITTED: {
      text: "Qabul: {{id}}-raqamli arizangiz qabul qilindi va ko'rib chiqilmoqda.",
      subject: 'Arizangiz qabul qilindi',
    },
    ACCEPTED: {
      text: "Qabul: {{id}}-raqamli arizangiz tasdiqlandi. Yo'nalish: {{direction}}.",
      subject: 'Arizangiz tasdiqlandi',
    },
    REJECTED: {
      text: "Qabul: {{id}}-raqamli arizangiz rad etildi. Izohlarni saytda ko'ring va arizani tuzatib qayta yuboring.",
      subject: 'Arizangiz rad etildi',
    },
    PERMIT_VISIBLE: {
      text: "Qabul: imtihonga ruxsatnomangiz tayyor. Uni saytda ko'ring va chop eting.",
      subject: 'Imtihonga ruxsatnoma',
    },
    RESULT_PUBLISHED: {
      text: "Qabul: imtihon natijangiz e'lon qilindi. Uni saytda ko'ring.",
      subject: 'Imtihon natijasi',
    },
    APPEAL_ANSWERED: {
      text: "Qabul: apellyatsiyangizga javob berildi. Javobni saytda ko'ring.",
      subject: 'Apellyatsiyaga javob',
    },
  },
  ru: {
    SUBMITTED: {
      text: 'Qabul: ваше заявление № {{id}} получено и рассматривается.',
      subject: 'Ваше заявление получено',
    },
    ACCEPTED: {
      text: 'Qabul: ваше заявление № {{id}} принято. Направление: {{direction}}.',
      subject: 'Ваше заявление принято',
    },
    REJECTED: {
      text: 'Qabul: ваше заявление № {{id}} отклонено. Смотрите замечания на сайте, исправьте и отправьте заново.',
      subject: 'Ваше заявление отклонено',
    },
    PERMIT_VISIBLE: {
      text: 'Qabul: ваш допуск к экзамену готов. Откройте и распечатайте его на сайте.',
      subject: 'Допуск к экзамену',
    },
    RESULT_PUBLISHED: {
      text: 'Qabul: опубликован ваш результат экзамена. Смотрите его на сайте.',
      subject: 'Результат экзамена',
    },
    APPEAL_ANSWERED: {
      text: 'Qabul: на вашу апелляцию дан ответ. Смотрите его на сайте.',
      subject: 'Ответ на апелляцию',
    },
  },
  en: {
    SUBMITTED: {
      text: 'Qabul: your application No. {{id}} was received and is being reviewed.',
      subject: 'Your application was received',
    },
    ACCEPTED: {
      text: 'Qabul: your application No. {{id}} was accepted. Direction: {{direction}}.',
      subject: 'Your application was accepted',
    },
    REJECTED: {
      text: 'Qabul: your application No. {{id}} was rejected. See the remarks on the site, correct it and submit again.',
      subject: 'Your application was rejected',
    },
    PERMIT_VISIBLE: {
      text: 'Qabul: your exam permit is ready. Open and print it on the site.',
      subject: 'Your exam permit',
    },
    RESULT_PUBLISHED: {
      text: 'Qabul: your exam result is published. See it on the site.',
      subject: 'Your exam result',
    },
    APPEAL_ANSWERED: {
      text: 'Qabul: your appeal was answered. See the answer on the site.',
      subject: 'Your appeal was answered',
    },
  },
};
