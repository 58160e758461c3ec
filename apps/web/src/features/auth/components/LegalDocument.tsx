import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../ui/PageShell';

const SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6'] as const;

/** A sample legal text from the legal namespace, marked as sample at the top. */
export function LegalDocument({ doc }: { doc: 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal');
  return (
    <PageShell title={t(`${doc}.title`)}>
      <article className="c-section c-legal">
        <div className="c-sample" role="note" data-testid="sample-notice"><strong>{t('sample.badge')}</strong> {t('sample.text')}</div>
        <p className="c-muted">{t(`${doc}.intro`)}</p>
        {SECTIONS.map((s) => (
          <section key={s}>
            <h3>{t(`${doc}.${s}.h`)}</h3>
            <p>{t(`${doc}.${s}.p`)}</p>
          </section>
        ))}
      </article>
    </PageShell>
  );
}
