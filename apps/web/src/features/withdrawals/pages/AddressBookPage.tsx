import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../ui/dialog';
import { TrashIcon } from '../../../ui/icons';
import { MoneyPage, NavAction } from '../../../ui/MoneyPage';
import { EmptyState, Loading } from '../../../ui/States';
import { toast } from '../../../ui/toast';
import { AddressEntryView } from '../components/AddressEntryView';
import { Refusal } from '../components/Refusal';
import styles from '../components/withdrawals.module.css';
import { shortenMiddle } from '../../../ui/format/text';
import type { AddressEntry } from '../model/addresses';
import { ADDRESS_CREATE_PATH } from '../paths';
import { useAddressBook, useDeleteAddress } from '../queries';

/** /pages/address/index: the withdraw address book, each entry deletable after a confirmation; add opens the form. */
export default function AddressBookPage() {
  const { t } = useTranslation('withdrawals');
  const navigate = useNavigate();
  const book = useAddressBook();
  const remove = useDeleteAddress();
  const add = () => void navigate(ADDRESS_CREATE_PATH);

  const confirmDelete = async (entry: AddressEntry): Promise<void> => {
    const yes = await Dialog.confirm({
      title: t('book.delete_title'),
      content: t('book.delete_text', { coin: entry.coin, network: entry.network, address: shortenMiddle(entry.address, 10, 8) }),
      confirmText: t('book.delete'), cancelText: t('common:action.cancel'),
    });
    if (!yes) return;
    remove.mutate(entry.id, { onSuccess: () => toast.success(t('book.deleted')) });
  };

  let body;
  if (book.isPending) body = <Loading />;
  else if (book.isError) body = <Refusal error={book.error} onRetry={() => void book.refetch()} />;
  else if (book.data.length === 0) {
    body = (
      <>
        <EmptyState title={t('book.empty')} description={t('book.empty_text')} />
        <Button color="primary" className={styles.addBtn} onClick={add} data-testid="address-add-empty">{t('address.add')}</Button>
      </>
    );
  } else {
    body = (
      <>
        <p className="c-hint">{t('book.intro')}</p>
        <div className={styles.list} data-testid="address-list">
          {book.data.map((entry) => (
            <div key={entry.id} className={styles.entry} data-testid="address-entry" data-address-id={entry.id}>
              <AddressEntryView entry={entry} />
              <button type="button" className={styles.iconBtn} aria-label={t('book.delete')} data-testid="address-delete"
                onClick={() => void confirmDelete(entry)}><TrashIcon /></button>
            </div>
          ))}
        </div>
        <Button color="primary" className={styles.addBtn} onClick={add} data-testid="address-add">{t('address.add')}</Button>
      </>
    );
  }
  return (
    <MoneyPage title={t('book.title')} right={<NavAction label={t('book.add_short')} onClick={add} />} testId="address-book-page">{body}</MoneyPage>
  );
}
