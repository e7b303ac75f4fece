/** Admissions office contacts and social links shown on the login screens (spec §2). Product-owned values. */
export const contacts = {
  phone: '+998 71 200-00-00',
  phoneHref: 'tel:+998712000000',
  email: 'qabul@university.uz',
} as const;

export const socialLinks = [
  { kind: 'telegram', href: 'https://t.me/qabul_university' },
  { kind: 'instagram', href: 'https://www.instagram.com/qabul_university' },
  { kind: 'facebook', href: 'https://www.facebook.com/qabul.university' },
  { kind: 'youtube', href: 'https://www.youtube.com/@qabul_university' },
] as const;
