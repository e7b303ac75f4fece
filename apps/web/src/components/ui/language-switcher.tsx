import { Button } from '@mui/material';
import type { TLocale } from '@qabul/contract/locale';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import TranslateIcon from '@/components/icons/Translate';
import { currentLocale, switchLocale } from '@/lib/i18n';
import { FullPageSpinner } from './full-page-spinner';

const LanguageMenu = lazy(() => import('./language-menu'));

/** Language menu (uz, ru, en); choosing one shows 'Locale is changing' and reloads (spec §1). */
export function LanguageSwitcher({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so the list also fades out when it closes.
  const [menuOpened, setMenuOpened] = useState(false);
  const [changingTo, setChangingTo] = useState<TLocale | null>(null);
  const locale = currentLocale();

  const choose = (next: TLocale) => {
    setAnchor(null);
    if (next === locale) return;
    setChangingTo(next);
    switchLocale(next);
  };

  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setMenuOpened(true);
        }}
        aria-haspopup="menu"
        // The accessible name holds the visible code (WCAG 2.5.3 "label in name"), so voice users can say "EN".
        aria-label={`${t('language.choose')}: ${t(`language.short.${locale}`)}`}
        data-testid="language-switcher"
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        {t(`language.short.${locale}`)}
      </Button>
      {menuOpened ? (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} selected={locale} onChoose={choose} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
      {changingTo ? <FullPageSpinner label={t('language.changing')} /> : null}
    </>
  );
}
