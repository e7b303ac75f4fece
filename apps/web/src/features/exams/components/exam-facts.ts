import { isShiftNumber } from '@qabul/contract/exam-reading';
import type { TLocale } from '@qabul/contract/locale';
import { useTranslation } from 'react-i18next';
import { portalSettings } from '@/config/settings';

/** Where the exam is held, as the permit prints it: the settings' exam address, else the office's, and the map. */
export function examPlace(locale: TLocale) {
  const { university, contacts } = portalSettings;
  const names = university?.examAddress ?? contacts?.address;
  return { address: names ? names[locale] || names.ru || names.uz : undefined, mapUrl: university?.mapUrl };
}

/** The shift as people say it: a bare number becomes "2-smena"; any other text ("1-smena 09:00") as it is. */
export function useShiftText() {
  const { t } = useTranslation('exams');
  return (shift: string) => (isShiftNumber(shift) ? t('permit.shift', { shift }) : shift);
}
