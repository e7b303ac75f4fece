import { Menu, MenuItem } from '@mui/material';
import { LOCALES, type TLocale } from '@qabul/contract/locale';
import { useTranslation } from 'react-i18next';

type LanguageMenuProps = {
  /** The switcher while the list is open; null once it closes. */
  anchor: HTMLElement | null;
  selected: TLocale;
  onChoose: (locale: TLocale) => void;
  onClose: () => void;
};

/** The language switcher's list: a lazy chunk, so the login page draws without MUI's Menu, Popover and Modal. */
export default function LanguageMenu({ anchor, selected, onChoose, onClose }: LanguageMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu open={anchor !== null} anchorEl={anchor} onClose={onClose}>
      {LOCALES.map((code) => (
        <MenuItem key={code} selected={code === selected} onClick={() => onChoose(code)} lang={code}>
          {t(`language.name.${code}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
