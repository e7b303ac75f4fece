import { type TCertificateLookup, ZCertificateLookup } from '@qabul/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { currentLocale } from '@/lib/i18n';
import { lookupQueryOptions } from './lookup-query';

/** GET abiturient/foreign-language-proficiency/all: certificate types with their minimum score; id 1 none, 6 other. */
export function useCertificates() {
  return useQuery(
    lookupQueryOptions<TCertificateLookup>(
      'foreign-language-proficiency/all',
      z.array(ZCertificateLookup),
      currentLocale(),
    ),
  );
}
