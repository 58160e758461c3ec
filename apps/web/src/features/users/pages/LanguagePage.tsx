import { isLang } from '@candor/shared';
import { CheckList } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../i18n/languages';
import { useSession } from '../../../session';
import { PageShell } from '../../../ui/PageShell';
import { toast } from '../../../ui/toast';
import { useChangeLanguage } from '../queries';

/** All fifteen interface languages under their own names; the choice is stored here and sent to the server. */
export default function LanguagePage() {
  const { t } = useTranslation('users');
  const lang = useSession((s) => s.lang);
  const change = useChangeLanguage();
  return (
    <PageShell title={t('language.title')}>
      <CheckList className="c-entry-list" mode="card" value={[lang]} data-testid="language-list"
        onChange={(v) => {
          const next = v[0];
          if (typeof next === 'string' && isLang(next) && next !== lang) {
            void change(next).then(() => toast.success(t('language.done')));
          }
        }}>
        {LANGUAGES.map((l) => (
          <CheckList.Item key={l.code} value={l.code} data-lang={l.code}>{l.name}</CheckList.Item>
        ))}
      </CheckList>
      <p className="c-hint">{t('language.note')}</p>
    </PageShell>
  );
}
