import { Box, Container, IconButton, Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import EmailOutlinedIcon from '@/components/icons/EmailOutlined';
import FacebookIcon from '@/components/icons/Facebook';
import InstagramIcon from '@/components/icons/Instagram';
import PhoneOutlinedIcon from '@/components/icons/PhoneOutlined';
import PlaceOutlinedIcon from '@/components/icons/PlaceOutlined';
import SchoolIcon from '@/components/icons/School';
import TelegramIcon from '@/components/icons/Telegram';
import YouTubeIcon from '@/components/icons/YouTube';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { portalSettings, socialLinks } from '@/config/settings';
import { currentLocale } from '@/lib/i18n';

const socialIcons = {
  telegram: <TelegramIcon />,
  instagram: <InstagramIcon />,
  facebook: <FacebookIcon />,
  youtube: <YouTubeIcon />,
} as const;

/** The round logo; a Box, since Avatar (for pictures) is not otherwise on the login page. */
const logoSx = {
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  width: 40,
  height: 40,
  flexShrink: 0,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
} as const;

/** Frame of the login, sign-up and forgot-password screens: contacts + language header, social footer (spec §2). */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ py: 1.5 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Box sx={logoSx}>
              <SchoolIcon />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }} noWrap>
                {t('common:app.name')}
              </Typography>
              <Typography variant="caption" color="textSecondary" component="div" noWrap>
                {t('common:app.subtitle')}
              </Typography>
            </Box>
            <Stack
              component="address"
              aria-label={t('header.contacts')}
              direction="row"
              spacing={3}
              sx={{ display: { xs: 'none', md: 'flex' }, fontStyle: 'normal', pr: 2 }}
            >
              <ContactLinks />
            </Stack>
            <LanguageSwitcher color="primary" />
          </Stack>
          <Stack
            component="address"
            aria-label={t('header.contacts')}
            direction="row"
            sx={{
              display: { xs: 'flex', md: 'none' },
              fontStyle: 'normal',
              mt: 1,
              columnGap: 2,
              rowGap: 0.5,
              flexWrap: 'wrap',
            }}
          >
            <ContactLinks />
          </Stack>
        </Container>
      </Box>

      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, py: { xs: 2, sm: 5 } }}
      >
        <Container maxWidth="xs" sx={{ px: { xs: 1.5, sm: 2 } }}>
          <Paper elevation={0} sx={{ p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider', borderRadius: 3 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, mb: 3 }}>
              {subtitle}
            </Typography>
            {children}
          </Paper>
        </Container>
      </Box>

      <Box component="footer" sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', py: 2 }}>
        <Container maxWidth="lg">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between', textAlign: { xs: 'center', sm: 'left' } }}
          >
            <Typography variant="caption" color="textSecondary">
              {t('footer.rights', { year: new Date().getFullYear() })}
            </Typography>
            <Stack direction="row" spacing={0.5} component="nav" aria-label={t('footer.social')}>
              {socialLinks().map((link) => (
                <IconButton
                  key={link.kind}
                  component="a"
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`social.${link.kind}`)}
                  color="primary"
                >
                  {socialIcons[link.kind]}
                </IconButton>
              ))}
            </Stack>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}

/** The office's phone, e-mail and address from the settings, each shown only when set; "(demo)" on the demo's. */
function ContactLinks() {
  const { t } = useTranslation('auth');
  const { contacts, demo } = portalSettings;
  const linkSx = { display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' } as const;
  const address = contacts.address?.[currentLocale()] || contacts.address?.uz;
  return (
    <>
      {contacts.phone ? (
        <Link
          href={`tel:+${contacts.phone.replace(/\D/g, '')}`}
          underline="hover"
          color="text.primary"
          variant="body2"
          aria-label={`${t('header.phone')}: ${contacts.phone}`}
          sx={linkSx}
        >
          <PhoneOutlinedIcon fontSize="small" color="primary" />
          {contacts.phone}
        </Link>
      ) : null}
      {contacts.email ? (
        <Link
          href={`mailto:${contacts.email}`}
          underline="hover"
          color="text.primary"
          variant="body2"
          aria-label={`${t('header.email')}: ${contacts.email}`}
          sx={linkSx}
        >
          <EmailOutlinedIcon fontSize="small" color="primary" />
          {contacts.email}
        </Link>
      ) : null}
      {address ? (
        <Typography variant="body2" component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <PlaceOutlinedIcon fontSize="small" color="primary" />
          {address}
        </Typography>
      ) : null}
      {demo ? (
        <Typography variant="body2" component="span" color="textSecondary" data-testid="demo-contacts">
          {t('header.demo')}
        </Typography>
      ) : null}
    </>
  );
}
