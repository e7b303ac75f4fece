import { Menu, MenuItem } from '@mui/material';
import type { CountryCode } from 'libphonenumber-js';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName, phoneCountries } from '@/lib/phone';
import { type PhoneCountry, UZBEKISTAN } from '@/lib/phone-mask';

type PhoneCountryMenuProps = {
  anchor: HTMLElement;
  selected: CountryCode;
  onChoose: (country: PhoneCountry) => void;
  onClose: () => void;
};

/** The phone field's country list (Uzbekistan first, the rest by name); a lazy chunk with libphonenumber-js. */
export default function PhoneCountryMenu({ anchor, selected, onChoose, onClose }: PhoneCountryMenuProps) {
  const { i18n } = useTranslation();
  const countries = useMemo(() => {
    const all = phoneCountries().map((c) => ({ ...c, name: countryName(c.iso, i18n.language) }));
    const collator = new Intl.Collator(i18n.language);
    return all.sort((a, b) =>
      a.iso === UZBEKISTAN.iso ? -1 : b.iso === UZBEKISTAN.iso ? 1 : collator.compare(a.name, b.name),
    );
  }, [i18n.language]);

  return (
    <Menu open anchorEl={anchor} onClose={onClose} slotProps={{ paper: { sx: { maxHeight: 360 } } }}>
      {countries.map(({ name, ...country }) => (
        <MenuItem
          key={country.iso}
          selected={country.iso === selected}
          autoFocus={country.iso === selected}
          dense
          onClick={() => onChoose(country)}
        >
          {name} (+{country.dialCode})
        </MenuItem>
      ))}
    </Menu>
  );
}
