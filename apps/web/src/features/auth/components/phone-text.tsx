import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A login phone (digits with the country code) written as people write it: `+998 90 123 45 67`. */
export default function PhoneText({ phone }: { phone: string }) {
  return parsePhoneNumberFromString(`+${phone}`)?.formatInternational() ?? `+${phone}`;
}
