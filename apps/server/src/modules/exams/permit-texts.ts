/**
 * The fixed wording of the exam permit (spec §2): every text is printed in Uzbek (Latin, with the letters oʻ and gʻ
 * written with U+02BB), Russian and English at once, so one PDF serves every applicant.
 */
export const PERMIT_TITLE = [
  'Kirish imtihoniga roʻyxatdan oʻtganlik toʻgʻrisida hujjat',
  'Документ о регистрации на вступительный экзамен',
  'Entrance exam registration document',
];

/** The academic year line ('2027-2028'): the year comes from the admission session, never from the code. */
export const permitAcademicYear = (year: string) => [
  `${year} oʻquv yili`,
  `${year} учебный год`,
  `Academic year ${year}`,
];

export const PERMIT_LABELS = {
  fullName: 'F.I.Sh. / Ф.И.О. / Full name',
  faculty: 'Taʼlim yoʻnalishi / Направление / Field of study',
  examDate: 'Imtihon sanasi va smenasi / Дата и смена экзамена / Exam date and shift',
  passportNumber: 'Pasport / Паспорт / Passport',
  login: 'Kompyuter uchun login / Логин для компьютера / Computer login',
  password: 'Kompyuter uchun parol / Пароль для компьютера / Computer password',
  startTime: 'Boshlanish vaqti / Время начала / Start time',
  branch: 'Filial / Филиал / Branch',
  room: 'Xona / Аудитория / Room',
  shift: 'smena / смена / shift',
} as const;

/** Who is not let into the exam room and who is removed from it, per language. */
export const PERMIT_RULES: {
  heading: string;
  notAdmitted: string;
  notAdmittedItems: string[];
  removed: string;
  removedItems: string[];
}[] = [
  {
    heading: 'Oʻzbekcha',
    notAdmitted: 'Imtihonga kiritilmaydi:',
    notAdmittedItems: [
      'imtihonga kechikib kelganlar;',
      'pasportining asl nusxasi va ushbu ruxsatnomasi boʻlmaganlar;',
      'login va paroli boʻlmagan yoki notoʻgʻri boʻlganlar;',
      'yonida mobil telefoni, aqlli soati, yozuvlari yoki sumkasi borlar.',
    ],
    removed: 'Imtihondan chetlatiladi:',
    removedItems: [
      'koʻrsatmalarga amal qilmaganlar;',
      'boshqalarga yordam berganlar yoki yordam soʻraganlar;',
      'tizimga aralashishga urinish qilganlar;',
      'boshqalarning ekraniga qaraganlar;',
      'gaplashganlar;',
      'dasturdan chiqishga urinib koʻrganlar;',
      'yonidan har qanday elektron qurilma topilganlar (ishlatilmagan boʻlsa ham).',
    ],
  },
  {
    heading: 'Русский',
    notAdmitted: 'К экзамену не допускаются:',
    notAdmittedItems: [
      'опоздавшие;',
      'не имеющие оригинала паспорта и этого допуска;',
      'не имеющие логина и пароля или с неверными логином и паролем;',
      'имеющие при себе мобильный телефон, смарт-часы, записи или сумку.',
    ],
    removed: 'С экзамена удаляются:',
    removedItems: [
      'не выполняющие указания;',
      'помогающие другим или просящие помощи;',
      'вмешивающиеся в работу системы;',
      'смотрящие в экраны других;',
      'разговаривающие;',
      'пытающиеся выйти из программы;',
      'у кого найдено любое электронное устройство (даже если оно не использовалось).',
    ],
  },
  {
    heading: 'English',
    notAdmitted: 'Not admitted to the exam:',
    notAdmittedItems: [
      'anyone who arrives late;',
      'anyone without the original passport and this permit;',
      'anyone without a login and password, or with a wrong one;',
      'anyone carrying a phone, a smartwatch, notes or a bag.',
    ],
    removed: 'Removed from the exam:',
    removedItems: [
      'anyone ignoring the instructions;',
      'anyone helping others or asking for help;',
      'anyone tampering with the system;',
      'anyone looking at other screens;',
      'anyone talking;',
      'anyone trying to quit the exam program;',
      'anyone found with any electronic device, even unused.',
    ],
  },
];

export const PERMIT_ADDRESS_LABEL = 'Manzil / Адрес / Address';
export const PERMIT_MAP_HINT = 'Xarita / Карта / Map';
