import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AREA_HOME, type AreaKey } from '../../../app/areas';
import { AREA_ICONS } from '../../../app/areaIcons';
import type { Entry } from '../../../ui/entry';
import { EntryGrid } from '../../../ui/EntryGrid';
import styles from './home.module.css';

const FIRST: readonly AreaKey[] = ['spot', 'futures', 'options', 'swap', 'deposit', 'withdraw', 'c2c', 'finance', 'quantify'];
const MORE: readonly AreaKey[] = [
  'transfer', 'wallet', 'mining', 'loan', 'ieo', 'publication', 'usstock', 'nft', 'news', 'notice', 'referral', 'help', 'kyc', 'coins',
];

/** A shortcut to every product area: the main ones first, the rest behind "More". */
export function QuickEntries() {
  const { t } = useTranslation(['home', 'areas']);
  const [all, setAll] = useState(false);
  const keys = all ? [...FIRST, ...MORE] : FIRST;
  const entries: Entry[] = keys.map((key) => ({ key, label: t(`areas:${key}`), to: AREA_HOME[key] ?? '/', icon: AREA_ICONS[key] }));
  return (
    <section className="c-section" aria-label={t('entries')}>
      <EntryGrid entries={entries} columns={5} />
      <button type="button" className={styles.more} onClick={() => setAll((v) => !v)} aria-expanded={all} data-testid="entries-more">
        {t(all ? 'less' : 'more')}
      </button>
    </section>
  );
}
