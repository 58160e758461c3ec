import { useTranslation } from 'react-i18next';
import { SearchIcon } from './icons';
import styles from './market.module.css';

export function SearchBox({ value, onChange, placeholder }: { value: string; onChange: (v: string) => void; placeholder?: string }) {
  const { t } = useTranslation('market');
  return (
    <label className={styles.searchBox}>
      <SearchIcon />
      <input type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder ?? t('search')}
        aria-label={placeholder ?? t('search')} data-testid="market-search" autoComplete="off" enterKeyHint="search" />
    </label>
  );
}
