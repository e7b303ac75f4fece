export const twoFactorMessages = {
  uz: {
    two_factor_code_format: 'Ilovadagi 6 xonali kodni kiriting',
    two_factor_recovery_format: 'Tiklash kodi 10 ta harf va raqamdan iborat',
    two_factor_code_incorrect: "Kod noto'g'ri yoki eskirgan",
    two_factor_challenge_expired: 'Kirish muddati tugadi. Login va parolni qayta kiriting',
    two_factor_already_enrolled: 'Ikki bosqichli kirish allaqachon yoqilgan',
    two_factor_enrolment_not_started: 'Avval QR kodni oling',
    two_factor_reset_done: 'Ikki bosqichli kirish bekor qilindi. Xodim keyingi kirishda uni qayta sozlaydi',
  },
  ru: {
    two_factor_code_format: 'Введите 6-значный код из приложения',
    two_factor_recovery_format: 'Код восстановления состоит из 10 букв и цифр',
    two_factor_code_incorrect: 'Код неверен или устарел',
    two_factor_challenge_expired: 'Время входа истекло. Введите логин и пароль снова',
    two_factor_already_enrolled: 'Двухфакторный вход уже включён',
    two_factor_enrolment_not_started: 'Сначала получите QR-код',
    two_factor_reset_done: 'Двухфакторный вход сброшен. Сотрудник настроит его заново при следующем входе',
  },
  en: {
    two_factor_code_format: 'Enter the 6-digit code from the app',
    two_factor_recovery_format: 'A recovery code has 10 letters and digits',
    two_factor_code_incorrect: 'The code is incorrect or expired',
    two_factor_challenge_expired: 'The sign-in has expired. Enter the login and password again',
    two_factor_already_enrolled: 'Two-factor sign-in is already on',
    two_factor_enrolment_not_started: 'Get the QR code first',
    two_factor_reset_done: 'Two-factor sign-in was reset. The member sets it up again at the next login',
  },
} as const;
