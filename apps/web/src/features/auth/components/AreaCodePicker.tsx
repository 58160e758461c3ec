import { CheckList, Popup, SearchBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaCodes } from '../queries';

/** The country calling code in front of a phone number, chosen from the server's list. */
export function AreaCodePicker({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const { data = [] } = useAreaCodes();
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase().replace(/^\+/, '');
    return q ? data.filter((c) => c.name.toLowerCase().includes(q) || c.code.startsWith(q) || c.iso.toLowerCase() === q) : data;
  }, [data, search]);
  return (
    <>
      <button type="button" className="c-area-code" onClick={() => setOpen(true)} aria-label={t('field.area_code')} data-testid="area-code">
        +{value}<span aria-hidden="true">▾</span>
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ height: '70vh', borderRadius: '16px 16px 0 0', maxWidth: 450, margin: '0 auto', left: 0, right: 0 }}>
        <div className="c-popup-head">
          <strong>{t('field.area_code')}</strong>
          <SearchBar placeholder={t('field.area_search')} value={search} onChange={setSearch} />
        </div>
        <div className="c-popup-scroll">
          <CheckList value={[`${value}`]} onChange={(v) => {
            const code = String(v[0] ?? value).split('|')[0] ?? value;
            onChange(code);
            setOpen(false);
          }}>
            {shown.map((c) => (
              <CheckList.Item key={`${c.iso}`} value={`${c.code}|${c.iso}`}>
                <span className="c-area-row"><span>{c.name}</span><span className="c-muted">+{c.code}</span></span>
              </CheckList.Item>
            ))}
          </CheckList>
        </div>
      </Popup>
    </>
  );
}
