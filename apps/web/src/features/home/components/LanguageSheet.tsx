import { ActionSheet } from 'antd-mobile';
import { isLang } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../i18n/languages';
import { useSession } from '../../../session';
import { useChangeLanguage } from '../../users/queries';

/** The fifteen languages as a sheet; loaded only when the language button is first pressed. */
export default function LanguageSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('home');
  const lang = useSession((s) => s.lang);
  const changeLanguage = useChangeLanguage();
  return (
    <ActionSheet visible={open} onClose={onClose} cancelText={t('common:action.cancel')}
      extra={t('language')} popupStyle={{ maxWidth: 450, margin: '0 auto', left: 0, right: 0 }}
      actions={LANGUAGES.map((l) => ({ key: l.code, text: <span data-lang={l.code}>{l.name}</span>, bold: l.code === lang }))}
      onAction={(action) => {
        onClose();
        if (isLang(action.key)) void changeLanguage(action.key);
      }} />
  );
}
