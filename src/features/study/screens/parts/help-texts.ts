import { textsOf } from '@/shared/i18n/locale';

const texts = textsOf('features/study/screens/parts/help-texts', { es: () => import('./help-texts.es') });

// The Need Help texts in a module of their own: the survey's public contact shows them on its first
// screen, which should not load every study page's texts with them.

export const HELP_TEXT = texts('HELP_TEXT', {
  button: 'Need Help?',
  lead: 'Contact the registry team:',
  phone: 'Phone',
  email: 'E-mail',
  hours: 'Monday to Friday from 8AM to 5PM EST',
} as const);
