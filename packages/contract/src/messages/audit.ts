import { FALLBACK_CHAIN, type TLocale } from '../locale';

/**
 * The audit export's headers and action names. Not among the merged messages (messages.ts): every signed-in page
 * downloads those, and these are the super admin's export's only (the web page has its own, in catalogues.json).
 */
export const auditMessages = {
  uz: {
    audit_column_at: 'Vaqt',
    audit_column_member: 'Xodim',
    audit_column_role: 'Rol',
    audit_column_action: 'Amal',
    audit_column_target: 'Obyekt',
    audit_column_details: 'Tafsilotlar',
    audit_column_ip: 'Manzil (IP)',
    audit_column_userAgent: 'Qurilma',
    audit_action_login_succeeded: 'Kirish',
    audit_action_login_failed: 'Muvaffaqiyatsiz kirish',
    audit_action_two_factor_enrolled: 'Ikki bosqichli kirish yoqildi',
    audit_action_two_factor_reset: 'Ikki bosqichli kirish bekor qilindi',
    audit_action_two_factor_policy_changed: "Ikki bosqichli kirish talabi o'zgardi",
    audit_action_application_opened: 'Ariza ochildi',
    audit_action_document_opened: 'Hujjat ochildi',
    audit_action_export: 'Eksport',
    audit_action_application_edited: 'Ariza tahrirlandi',
    audit_action_application_accepted: 'Ariza qabul qilindi',
    audit_action_application_rejected: 'Ariza rad etildi',
    audit_action_application_deleted: "Ariza o'chirildi",
    audit_action_document_replaced: 'Hujjat almashtirildi',
    audit_action_document_deleted: "Hujjat o'chirildi",
    audit_action_appeal_answered: 'Apellyatsiyaga javob berildi',
    audit_action_exam_import: 'Imtihon fayli yuklandi',
    audit_action_member_created: "Xodim qo'shildi",
    audit_action_member_updated: "Xodim o'zgartirildi",
    audit_action_member_activated: 'Xodim faollashtirildi',
    audit_action_member_blocked: 'Xodim bloklandi',
    audit_action_member_password_changed: "Xodim paroli o'zgartirildi",
    audit_action_sms_campaign: 'SMS yuborildi',
  },
  ru: {
    audit_column_at: 'Время',
    audit_column_member: 'Сотрудник',
    audit_column_role: 'Роль',
    audit_column_action: 'Действие',
    audit_column_target: 'Объект',
    audit_column_details: 'Подробности',
    audit_column_ip: 'Адрес (IP)',
    audit_column_userAgent: 'Устройство',
    audit_action_login_succeeded: 'Вход',
    audit_action_login_failed: 'Неудачный вход',
    audit_action_two_factor_enrolled: 'Двухфакторный вход включён',
    audit_action_two_factor_reset: 'Двухфакторный вход сброшен',
    audit_action_two_factor_policy_changed: 'Изменено требование двухфакторного входа',
    audit_action_application_opened: 'Открыто заявление',
    audit_action_document_opened: 'Открыт документ',
    audit_action_export: 'Экспорт',
    audit_action_application_edited: 'Заявление изменено',
    audit_action_application_accepted: 'Заявление принято',
    audit_action_application_rejected: 'Заявление отклонено',
    audit_action_application_deleted: 'Заявление удалено',
    audit_action_document_replaced: 'Документ заменён',
    audit_action_document_deleted: 'Документ удалён',
    audit_action_appeal_answered: 'Ответ на апелляцию',
    audit_action_exam_import: 'Загружен файл экзамена',
    audit_action_member_created: 'Сотрудник добавлен',
    audit_action_member_updated: 'Сотрудник изменён',
    audit_action_member_activated: 'Сотрудник активирован',
    audit_action_member_blocked: 'Сотрудник заблокирован',
    audit_action_member_password_changed: 'Пароль сотрудника изменён',
    audit_action_sms_campaign: 'SMS-рассылка',
  },
  en: {
    audit_column_at: 'Time',
    audit_column_member: 'Member',
    audit_column_role: 'Role',
    audit_column_action: 'Action',
    audit_column_target: 'Target',
    audit_column_details: 'Details',
    audit_column_ip: 'Address (IP)',
    audit_column_userAgent: 'Device',
    audit_action_login_succeeded: 'Login',
    audit_action_login_failed: 'Failed login',
    audit_action_two_factor_enrolled: 'Two-factor sign-in turned on',
    audit_action_two_factor_reset: 'Two-factor sign-in reset',
    audit_action_two_factor_policy_changed: 'Two-factor requirement changed',
    audit_action_application_opened: 'Application opened',
    audit_action_document_opened: 'Document opened',
    audit_action_export: 'Export',
    audit_action_application_edited: 'Application edited',
    audit_action_application_accepted: 'Application accepted',
    audit_action_application_rejected: 'Application rejected',
    audit_action_application_deleted: 'Application deleted',
    audit_action_document_replaced: 'Document replaced',
    audit_action_document_deleted: 'Document deleted',
    audit_action_appeal_answered: 'Appeal answered',
    audit_action_exam_import: 'Exam file imported',
    audit_action_member_created: 'Member added',
    audit_action_member_updated: 'Member changed',
    audit_action_member_activated: 'Member activated',
    audit_action_member_blocked: 'Member blocked',
    audit_action_member_password_changed: "Member's password changed",
    audit_action_sms_campaign: 'SMS campaign',
  },
} as const;

type TAuditMessageKey = keyof (typeof auditMessages)['en'];

/** An audit text in `locale`, else in the fallback languages. */
export function auditText(locale: TLocale, key: string): string {
  const chain = [locale, ...FALLBACK_CHAIN];
  for (const language of chain) {
    const text = (auditMessages[language] as Record<string, string>)[key as TAuditMessageKey];
    if (text) return text;
  }
  return key;
}
