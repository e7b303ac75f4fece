import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LOCALES, type TLocale } from '@qabul/contract/locale';
import { type TNotificationSetting, ZNotificationText } from '@qabul/contract/notification';
import { countSmsParts, SMS_MAX_LENGTH } from '@qabul/contract/sms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { notify } from '@/lib/snackbar';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useSaveNotificationSetting } from '../api/save-notification-setting';

/** The six events of the chosen session, each with its switch and its three texts (docs/decisions/0222). */
export function NotificationSettings({ sessionId }: { sessionId: number | undefined }) {
  const { t } = useTranslation('sms');
  const settings = useNotificationSettings(sessionId);
  if (settings.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={28} />
      </Box>
    );
  }
  const data = settings.data;
  if (!data || data.admissionSessionId === null) return <Alert severity="info">{t('notifications.no_session')}</Alert>;
  const admissionSessionId = data.admissionSessionId;
  return (
    <Stack spacing={2}>
      {data.events.map((setting) => (
        <EventCard
          key={`${admissionSessionId}-${setting.event}`}
          admissionSessionId={admissionSessionId}
          setting={setting}
        />
      ))}
    </Stack>
  );
}

type Texts = Record<TLocale, string>;

function EventCard({ admissionSessionId, setting }: { admissionSessionId: number; setting: TNotificationSetting }) {
  const { t } = useTranslation(['sms', 'review']);
  const save = useSaveNotificationSetting();
  const [enabled, setEnabled] = useState(setting.enabled);
  const [texts, setTexts] = useState<Texts>({
    uz: setting.texts.uz ?? '',
    ru: setting.texts.ru ?? '',
    en: setting.texts.en ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<TLocale, string>>>({});
  const event = setting.event;

  const submit = async () => {
    // The contract's rules first, so a wrong text is named without a round trip; the server checks the same.
    const found: Partial<Record<TLocale, string>> = {};
    for (const locale of LOCALES) {
      const text = texts[locale].trim();
      const parsed = ZNotificationText.safeParse(text === '' ? null : text);
      if (!parsed.success) found[locale] = translateMessage(parsed.error.issues[0]?.message);
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    const value = (locale: TLocale) => texts[locale].trim() || null;
    try {
      await save.mutateAsync({
        event,
        request: { admissionSessionId, enabled, texts: { uz: value('uz'), ru: value('ru'), en: value('en') } },
      });
      notify.success(t('notifications.saved'));
    } catch (error) {
      const fields = (error as ApiError).fieldErrors ?? {};
      setErrors(
        Object.fromEntries(
          LOCALES.flatMap((locale) =>
            fields[`texts.${locale}`] ? [[locale, fields[`texts.${locale}`]?.join(' ')]] : [],
          ),
        ),
      );
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid={`notification-${event}`}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
            {t(`detail.notification_event.${event}`, { ns: 'review' })}
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={enabled}
                onChange={(_, checked) => setEnabled(checked)}
                slotProps={{ input: { 'data-testid': `notification-${event}-enabled` } as object }}
              />
            }
            label={t('notifications.enabled')}
          />
        </Stack>
        {LOCALES.map((locale) => {
          const shown = texts[locale] || setting.defaults[locale];
          const parts = countSmsParts(shown);
          return (
            <Box key={locale}>
              <TextField
                label={t(`notifications.language.${locale}`)}
                value={texts[locale]}
                onChange={(change) => setTexts((current) => ({ ...current, [locale]: change.target.value }))}
                placeholder={setting.defaults[locale]}
                multiline
                minRows={2}
                fullWidth
                disabled={!enabled}
                error={Boolean(errors[locale]) || texts[locale].length > SMS_MAX_LENGTH}
                helperText={errors[locale] || (texts[locale] ? undefined : t('notifications.default_hint'))}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { lang: locale, 'data-testid': `notification-${event}-${locale}` },
                }}
              />
              <Typography
                variant="body2"
                color={shown.length > SMS_MAX_LENGTH ? 'error' : 'textSecondary'}
                sx={{ mt: 0.5 }}
              >
                {t('counter', { length: shown.length, max: SMS_MAX_LENGTH })} ·{' '}
                {t('parts', { count: parts.parts, encoding: parts.encoding })}
              </Typography>
            </Box>
          );
        })}
        <Button
          variant="contained"
          onClick={() => void submit()}
          loading={save.isPending}
          sx={{ alignSelf: 'flex-start' }}
          data-testid={`notification-${event}-save`}
        >
          {t('notifications.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
