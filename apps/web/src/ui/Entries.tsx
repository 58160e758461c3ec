import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Entry } from './entry';

export type { Entry } from './entry';

/** A card-style list of entries with an arrow, each going to a page or running an action. */
export function EntryList({ entries, header }: { entries: readonly Entry[]; header?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <List header={header} className="c-entry-list" mode="card">
      {entries.map(({ key, label, to, onClick, icon: Icon, extra, description }) => (
        <List.Item key={key} data-entry={key} prefix={Icon && <span className="c-entry-icon"><Icon /></span>}
          extra={extra} description={description} arrowIcon
          onClick={onClick ?? (to ? () => void navigate(to) : undefined)}>
          {label}
        </List.Item>
      ))}
    </List>
  );
}
