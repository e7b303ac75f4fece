/**
 * An ISO timestamp as dd.mm.yyyy HH:mm in Tashkent time (spec §9 date format), whatever the reviewer's clock. Made
 * on first use: a formatter with a time zone is slow to make in Chromium (the zone's data is loaded), and the
 * pages that import this module to show a day (the application form) never need it.
 */
let dateTime: Intl.DateTimeFormat | undefined;
const tashkentDateTime = () =>
  (dateTime ??= new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Asia/Tashkent',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }));

/**
 * A calendar day 'YYYY-MM-DD' as dd.mm.yyyy (spec §9; also the form's date mask), '' for anything else. The same in
 * every language, and not left to the browser's locale data: Debian's Chromium has no Uzbek month names and printed
 * "2027 M07 31".
 */
export function formatDay(day: string | null): string {
  const match = day?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

export function formatDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : tashkentDateTime().format(date).replace(',', '');
}
