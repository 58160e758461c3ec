import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * A calm desktop theme: react-admin's default with Candor's blue. A wide table scrolls inside its card instead
 * of widening the whole page.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { mode: 'light', primary: { main: '#1d4ed8' }, secondary: { main: '#0f172a' }, background: { default: '#f6f7f9' } },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    ...defaultTheme.components,
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
    // A list's main column may shrink below its table's width, so the table scrolls instead of the page.
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
  },
};
