import { Accordion, AccordionDetails, AccordionSummary, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import ExpandMoreIcon from '@/components/icons/ExpandMore';

const QUESTIONS = ['cost', 'deadline', 'documents', 'exam', 'status'] as const;

/** /home/faq: five questions and answers (spec §2). */
export default function FaqPage() {
  const { t } = useTranslation('home');
  return (
    <Stack spacing={2} sx={{ maxWidth: 840 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 24, sm: 32 } }}>
        {t('faq.title')}
      </Typography>
      <div>
        {QUESTIONS.map((key, index) => (
          <Accordion
            key={key}
            defaultExpanded={index === 0}
            disableGutters
            variant="outlined"
            // Questions are the level below the page's h1 (MUI's default h3 would skip a level).
            slotProps={{ heading: { component: 'h2' } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`faq-${key}`} aria-controls={`faq-${key}-answer`}>
              <Typography sx={{ fontWeight: 600 }}>{t(`faq.items.${key}.question`)}</Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${key}-answer`}>
              <Typography color="textSecondary">{t(`faq.items.${key}.answer`)}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
    </Stack>
  );
}
