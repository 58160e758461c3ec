import { InfiniteScroll } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLoggedIn, loginUrl } from '../../../app/guards';
import { currentPath } from '../../../app/navigation';
import { useSession } from '../../../session';
import { Dialog } from '../../../ui/dialog';
import { formatPrice } from '../../../ui/format';
import { LOAD_MORE_THRESHOLD_PX } from '../../../ui/list';
import { Loading } from '../../../ui/Loading';
import { toast } from '../../../ui/toast';
import type { Contract } from '../model/contract';
import type { Position } from '../model/wire';
import { LIST_TABS, type ListTab } from '../model/positions';
import { useCancelOrder, usePositions } from '../queries';
import { AddSheet } from './AddSheet';
import { FundingList } from './FundingList';
import { PositionCard, type CardActions } from './PositionCard';
import { CloseSheet, DetailSheet, StopSheet } from './Sheets';
import styles from './futures.module.css';

type Open = { kind: 'add' | 'stop' | 'close' | 'detail'; p: Position } | null;
type PanelTab = ListTab | 'funding';
const PANEL_TABS: readonly PanelTab[] = [...LIST_TABS, 'funding'];

function List({ tab, contractOf, markOf }: { tab: ListTab; contractOf: (s: string) => Contract | undefined; markOf: (s: string) => string | null }) {
  const { t } = useTranslation('futures');
  const query = usePositions(tab);
  const cancel = useCancelOrder();
  const [open, setOpen] = useState<Open>(null);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const confirmCancel = async (p: Position): Promise<void> => {
    const ok = await Dialog.confirm({
      title: t('position.cancel_title'),
      content: t('position.cancel_text', {
        side: t(p.side === 'long' ? 'side.long' : 'side.short'), symbol: p.symbol, lots: p.lots,
        price: p.limitPrice === null ? '—' : formatPrice(p.limitPrice, contractOf(p.symbol)?.priceDecimals ?? 2),
      }),
      confirmText: t('position.cancel_confirm'), cancelText: t('position.keep'),
    });
    if (ok) cancel.mutate(p.id, { onSuccess: () => toast.success(t('position.cancelled')) });
  };
  const actionsOf = (p: Position): CardActions => {
    if (p.status === 1) return { onAdd: (x) => setOpen({ kind: 'add', p: x }), onStop: (x) => setOpen({ kind: 'stop', p: x }), onClose: (x) => setOpen({ kind: 'close', p: x }), onDetail: (x) => setOpen({ kind: 'detail', p: x }) };
    if (p.status === 0) return { onCancel: (x) => void confirmCancel(x) };
    return { onDetail: (x) => setOpen({ kind: 'detail', p: x }) };
  };
  if (query.isPending) return <Loading />;
  return (
    <div className={styles.list} data-testid={`lever-list-${tab}`}>
      {items.map((p) => <PositionCard key={p.id} p={p} contract={contractOf(p.symbol)} mark={markOf(p.symbol)} actions={actionsOf(p)} />)}
      {items.length === 0 && !query.hasNextPage && <p className={styles.empty}>{t(`list.empty_${tab}`)}</p>}
      <InfiniteScroll threshold={LOAD_MORE_THRESHOLD_PX} hasMore={query.hasNextPage} loadMore={async () => {
        const next = await query.fetchNextPage();
        if (next.isError) throw next.error;
      }}>
        {(hasMore, failed, retry) => {
          if (failed) return <button type="button" className={styles.action} onClick={() => void retry()}>{t('common:action.retry')}</button>;
          if (hasMore) return <span className={styles.more}>…</span>;
          return items.length > 0 && tab !== 'positions' ? <span className={styles.more}>{t('list.end')}</span> : null;
        }}
      </InfiniteScroll>
      {open?.kind === 'add' && <AddSheet p={open.p} contract={contractOf(open.p.symbol)} mark={markOf(open.p.symbol)} onClose={() => setOpen(null)} />}
      {open?.kind === 'stop' && <StopSheet p={open.p} contract={contractOf(open.p.symbol)} mark={markOf(open.p.symbol)} onClose={() => setOpen(null)} />}
      {open?.kind === 'close' && <CloseSheet p={open.p} onClose={() => setOpen(null)} />}
      {open?.kind === 'detail' && <DetailSheet p={open.p} contract={contractOf(open.p.symbol)} onClose={() => setOpen(null)} />}
    </div>
  );
}

/** The user's futures below the form: positions (live PnL), open orders, history, the liquidated tab and funding payments. */
export function PositionsPanel({ contractOf, markOf }: { contractOf: (s: string) => Contract | undefined; markOf: (s: string) => string | null }) {
  const { t } = useTranslation('futures');
  const navigate = useNavigate();
  const loggedIn = useSession(isLoggedIn);
  const [tab, setTab] = useState<PanelTab>('positions');
  return (
    <section data-testid="lever-panel">
      <div className={styles.tabs} role="tablist">
        {PANEL_TABS.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} className={`${styles.tab} ${tab === k ? styles.tabOn : ''}`}
            data-testid={`lever-tab-${k}`} onClick={() => setTab(k)}>{t(`tabs.${k}`)}</button>
        ))}
      </div>
      {loggedIn ? (tab === 'funding' ? <FundingList /> : <List key={tab} tab={tab} contractOf={contractOf} markOf={markOf} />) : (
        <div className={styles.login} data-testid="lever-login">
          <span>{t('list.login')}</span>
          <button type="button" className={styles.loginBtn} onClick={() => void navigate(loginUrl(currentPath()))}>{t('list.login_button')}</button>
        </div>
      )}
    </section>
  );
}
