import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { MoneyPage, NavAction } from '../../../ui/MoneyPage';
import { EmptyState, Loading } from '../../../ui/States';
import { AddressEntryView } from '../components/AddressEntryView';
import { useGoBackOr } from '../components/goBack';
import { Refusal } from '../components/Refusal';
import styles from '../components/withdrawals.module.css';
import { addressesFor, idParam, type AddressEntry } from '../model/addresses';
import { ADDRESS_BOOK_PATH, WITHDRAW_PATH, createPath, withdrawPath } from '../paths';
import { useAddressBook } from '../queries';
import { useAddressChoice } from '../state';

/**
 * /pages/address/address?coin=&network=&selected=: the withdraw page's address picker. A tap chooses the entry and
 * goes back to the withdraw page, which pays to it.
 */
export default function AddressPickerPage() {
  const { t } = useTranslation('withdrawals');
  const navigate = useNavigate();
  const goBackOr = useGoBackOr();
  const [params] = useSearchParams();
  const coin = params.get('coin')?.toUpperCase() ?? '';
  const network = params.get('network')?.toUpperCase() ?? '';
  const selected = idParam(params.get('selected'));
  const book = useAddressBook();
  const choose = useAddressChoice((s) => s.choose);
  const list = book.data ? (coin && network ? addressesFor(book.data, coin, network) : book.data) : [];

  const pick = (entry: AddressEntry): void => {
    choose(entry.coin, entry.network, entry.id);
    goBackOr(withdrawPath(WITHDRAW_PATH, entry.coin, entry.network));
  };

  let body;
  if (book.isPending) body = <Loading />;
  else if (book.isError) body = <Refusal error={book.error} onRetry={() => void book.refetch()} />;
  else if (list.length === 0) body = <EmptyState title={t('address.missing')} description={coin && network ? t('picker.none_for', { coin, network }) : ''} />;
  else {
    body = (
      <div className={`${styles.list} ${styles.pickList}`} role="radiogroup" aria-label={t('picker.title')} data-testid="address-picker-list">
        {list.map((entry) => (
          <button key={entry.id} type="button" role="radio" aria-checked={entry.id === selected} className={`${styles.pick} ${styles.entry}`}
            data-testid="address-pick" data-address-id={entry.id} onClick={() => pick(entry)}>
            <AddressEntryView entry={entry} />
            <span className={`${styles.radio} ${entry.id === selected ? styles.radioOn : ''}`} aria-hidden="true" />
          </button>
        ))}
      </div>
    );
  }
  return (
    <MoneyPage title={t('picker.title')} right={<NavAction label={t('picker.manage')} to={ADDRESS_BOOK_PATH} />} testId="address-picker-page">
      {coin && network && <p className="c-hint">{t('picker.intro', { coin, network })}</p>}
      {body}
      {!book.isError && (
        <Button color="primary" fill="outline" className={styles.addBtn} data-testid="address-picker-add"
          onClick={() => void navigate(createPath(coin || undefined, network || undefined))}>{t('address.add')}</Button>
      )}
    </MoneyPage>
  );
}
