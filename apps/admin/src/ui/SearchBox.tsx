import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { IconButton, InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useListContext, useResourceContext } from 'react-admin';

/** How long after the last key a search is applied, as react-admin's own filters wait. */
const SEARCH_DELAY_MS = 500;

/** Whether the page shown (react-admin's hash route, e.g. `#/users?filter=…`) is still the list of `resource`. */
export const isListShown = (hash: string, resource: string): boolean => hash.split('?')[0] === `#/${resource}`;

type SearchBoxProps = {
  /** Where react-admin's filter form finds it: the list's `q` filter, always shown. */
  source: 'q'; alwaysOn: true;
  placeholder: string; sx?: SxProps<Theme>;
};

/**
 * A list's search box, for its `filters`: what is typed goes into the `q` filter (and the URL) half a second after
 * the last key, but only while the list is still the page shown. react-admin's own SearchInput applies it even when
 * the operator has meanwhile opened another section, and its navigation then pulls them back to the list they left
 * (marmelab/react-admin#7368; its unmount check misses the moment React is still switching pages).
 */
export function SearchBox({ placeholder, sx }: SearchBoxProps): ReactNode {
  const list = useListContext();
  const resource = useResourceContext() ?? '';
  const filters = list.filterValues as Record<string, unknown>;
  const applied = typeof filters['q'] === 'string' ? filters['q'] : '';
  const [typed, setTyped] = useState(applied);
  const sent = useRef(applied);
  const latest = useRef(list);
  latest.current = list;

  // A search changed elsewhere (the URL, another control) shows here; one of ours coming back does not overwrite typing.
  useEffect(() => {
    if (applied === sent.current) return;
    sent.current = applied;
    setTyped(applied);
  }, [applied]);

  useEffect(() => {
    if (typed === sent.current) return undefined;
    const timer = setTimeout(() => {
      if (!isListShown(window.location.hash, resource)) return;
      sent.current = typed;
      const { filterValues, displayedFilters, setFilters } = latest.current;
      setFilters({ ...(filterValues as Record<string, unknown>), q: typed }, displayedFilters);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, resource]);

  return (
    <TextField hiddenLabel variant="filled" size="small" margin="dense" placeholder={placeholder} value={typed} sx={sx}
      onChange={(e) => setTyped(e.target.value)}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {typed !== '' && <IconButton aria-label="Clear value" size="small" onClick={() => setTyped('')}><ClearIcon fontSize="small" /></IconButton>}
              <SearchIcon color="disabled" />
            </InputAdornment>
          ),
        },
      }} />
  );
}
