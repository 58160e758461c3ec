import { Popup } from 'antd-mobile';
import { tryParseAmount } from '@candor/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../ui/format';
import { toast } from '../../../ui/toast';
import type { Contract } from '../model/contract';
import type { Position } from '../model/wire';
import { checkStops, errorOf } from '../model/errors';
import { trailError } from '../model/add';
import { cleanLots } from '../model/form';
import { utcTime } from '../model/format';
import { useClosePosition, useOrderTicks, useSetStop } from '../queries';
import { FieldError } from './OrderForm';
import { cleanDecimalText } from '../../../ui/format/input';
import styles from './futures.module.css';

const bodyStyle = { maxHeight: '80vh', borderRadius: '16px 16px 0 0', maxWidth: 450, margin: '0 auto', left: 0, right: 0 };

export function Sheet({ open, onClose, children, testId }: { open: boolean; onClose: () => void; children: ReactNode; testId: string }) {
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyStyle={bodyStyle} destroyOnClose>
      <div className={styles.sheet} data-testid={testId}>{children}</div>
    </Popup>
  );
}

/** Set-stop: both prices required, each on its side of the mark (the seed's rule), checked before anything is sent. */
export function StopSheet({ p, contract, mark, onClose }: { p: Position; contract: Contract | undefined; mark: string | null; onClose: () => void }) {
  const { t } = useTranslation('futures');
  const places = contract?.priceDecimals ?? 2;
  const [tp, setTp] = useState(p.tp ?? '');
  const [sl, setSl] = useState(p.sl ?? '');
  const [trail, setTrail] = useState(p.trailDistance ?? '');
  const [submitted, setSubmitted] = useState(false);
  const save = useSetStop();
  const errors = checkStops(p.side, tp, sl, mark === null ? null : tryParseAmount(mark), true);
  const shown = submitted ? errors : errors.filter((e) => !e.key.endsWith('_required'));
  const badTrail = trailError(trail);
  const submit = (): void => {
    setSubmitted(true);
    if (errors.length > 0 || badTrail !== null || save.isPending) return;
    save.mutate({ id: p.id, tp, sl, trail }, { onSuccess: () => { toast.success(t('stop.saved')); onClose(); } });
  };
  return (
    <Sheet open onClose={onClose} testId="lever-stop-sheet">
      <h2 className={styles.sheetTitle}>{t('stop.title')}</h2>
      <p className={styles.sheetText}>{t('stop.text')}</p>
      <div className={`${styles.box} ${errorOf(shown, 'tp') ? styles.boxInvalid : ''}`}>
        <input className={styles.input} inputMode="decimal" value={tp} data-testid="lever-stop-tp" aria-label={t('field.tp', { asset: 'USDT' })}
          placeholder={t('field.tp', { asset: 'USDT' })} onChange={(e) => setTp(cleanDecimalText(e.target.value, places))} />
      </div>
      <FieldError error={errorOf(shown, 'tp')} />
      <div className={`${styles.box} ${errorOf(shown, 'sl') ? styles.boxInvalid : ''}`}>
        <input className={styles.input} inputMode="decimal" value={sl} data-testid="lever-stop-sl" aria-label={t('field.sl', { asset: 'USDT' })}
          placeholder={t('field.sl', { asset: 'USDT' })} onChange={(e) => setSl(cleanDecimalText(e.target.value, places))} />
      </div>
      <FieldError error={errorOf(shown, 'sl')} />
      <div className={styles.label}><span>{t('stop.trail', { asset: 'USDT' })}</span><span>{t('field.optional')}</span></div>
      <div className={`${styles.box} ${badTrail ? styles.boxInvalid : ''}`}>
        <input className={styles.input} inputMode="decimal" value={trail} data-testid="lever-stop-trail" aria-label={t('stop.trail', { asset: 'USDT' })}
          placeholder={t('stop.trail_placeholder')} onChange={(e) => setTrail(cleanDecimalText(e.target.value, places))} />
      </div>
      {badTrail && <div className={styles.fieldError} role="alert" data-testid="lever-error-trail">{t(`errors.${badTrail}`)}</div>}
      <p className={styles.sheetText}>{t('stop.trail_hint')}</p>
      <button type="button" className={`${styles.submit} ${styles.submitLong}`} disabled={save.isPending} data-testid="lever-stop-save" onClick={submit}>{t('stop.save')}</button>
    </Sheet>
  );
}

/** Close all or part of a position at the mark price. */
export function CloseSheet({ p, onClose }: { p: Position; onClose: () => void }) {
  const { t } = useTranslation('futures');
  const [lots, setLots] = useState(String(p.lots));
  const close = useClosePosition();
  const n = Number(lots);
  const valid = /^\d+$/.test(lots) && n >= 1 && n <= p.lots;
  const submit = (): void => {
    if (!valid || close.isPending) return;
    close.mutate({ id: p.id, lots: n }, { onSuccess: () => { toast.success(t('position.closed')); onClose(); } });
  };
  return (
    <Sheet open onClose={onClose} testId="lever-close-sheet">
      <h2 className={styles.sheetTitle}>{t('position.close_title')}</h2>
      <p className={styles.sheetText}>{t('position.close_text', { side: t(p.side === 'long' ? 'side.long' : 'side.short'), symbol: p.symbol })}</p>
      <div className={styles.label}><span>{t('position.close_lots', { lots: p.lots })}</span></div>
      <div className={`${styles.box} ${valid ? '' : styles.boxInvalid}`}>
        <input className={styles.input} inputMode="numeric" value={lots} data-testid="lever-close-lots" aria-label={t('position.close_lots', { lots: p.lots })}
          onChange={(e) => setLots(cleanLots(e.target.value))} />
      </div>
      <button type="button" className={`${styles.submit} ${styles.submitShort}`} disabled={!valid || close.isPending} data-testid="lever-close-confirm" onClick={submit}>{t('position.close_confirm')}</button>
      <button type="button" className={styles.action} onClick={onClose}>{t('position.keep')}</button>
    </Sheet>
  );
}

/** An order's detail: the stored feed ticks its fill, trigger or liquidation used, so anyone can check the result. */
export function DetailSheet({ p, contract, onClose }: { p: Position; contract: Contract | undefined; onClose: () => void }) {
  const { t } = useTranslation('futures');
  const ticks = useOrderTicks(p.id);
  const decimals = contract?.priceDecimals ?? 2;
  return (
    <Sheet open onClose={onClose} testId="lever-detail-sheet">
      <h2 className={styles.sheetTitle}>{t('detail.title', { id: p.id })}</h2>
      <h3 className={styles.sheetTitle} style={{ fontSize: 14 }}>{t('detail.ticks')}</h3>
      <p className={styles.sheetText}>{t('detail.ticks_hint')}</p>
      {ticks.data && ticks.data.length === 0 && <p className={styles.sheetText} data-testid="lever-no-ticks">{t('detail.no_ticks')}</p>}
      {ticks.data && ticks.data.length > 0 && (
        <table className={styles.ticks} data-testid="lever-ticks">
          <thead>
            <tr><th>{t('detail.tick_use')}</th><th>{t('detail.tick_id')}</th><th>{t('detail.tick_time')}</th><th>{t('detail.tick_price')}</th><th>{t('detail.tick_source')}</th></tr>
          </thead>
          <tbody>
            {ticks.data.map((k) => (
              <tr key={`${k.use}-${k.id}`} data-testid="lever-tick" data-use={k.use} data-price={k.price}>
                <td>{t(`use.${k.use}`, k.use)}</td><td>#{k.id}</td><td>{utcTime(k.time)}</td><td>{formatPrice(k.price, decimals)}</td><td>{k.source}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" className={styles.action} onClick={onClose}>{t('detail.close')}</button>
    </Sheet>
  );
}
